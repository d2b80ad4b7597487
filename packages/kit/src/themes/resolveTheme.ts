import type { Theme } from './Theme'

/** A theme, or a theme function called with its defaults (`lightTheme`), as RainbowKit takes one. */
export type ThemeInput = Theme | (() => Theme)

export function resolveTheme(theme: ThemeInput): Theme {
  return typeof theme === 'function' ? theme() : theme
}
