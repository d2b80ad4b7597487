import { gatehouseVariable, RAINBOWKIT_THEME_KEYS, type ThemeKey } from '../mapping/themeKeys'

/**
 * RainbowKit's theme variables in a piece of text (`--rk-colors-accentColor`) renamed to
 * Gatehouse's (`--gh-colors-accent-color`); `unknown` lists those Gatehouse has no counterpart for
 * (left as they are, for a TODO).
 */
export function renameThemeVariables(text: string): { text: string; unknown: string[] } {
  const unknown: string[] = []
  const renamed = text.replace(
    /--rk-(colors|fonts|radii|shadows|blurs)-([A-Za-z0-9]+)/g,
    (variable, group: string, key: string) => {
      const target = RAINBOWKIT_THEME_KEYS[`${group}.${key}` as ThemeKey]
      if (typeof target === 'string') return gatehouseVariable(target)
      unknown.push(variable)
      return variable
    },
  )
  return { text: renamed, unknown }
}
