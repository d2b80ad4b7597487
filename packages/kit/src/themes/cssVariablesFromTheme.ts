import type { Theme } from './Theme'

export type ThemeVariables = Record<`--gh-${string}`, string>

/** `{ '--gh-colors-accent-color': '#0a63d8', … }`: usable as a React `style` object too. */
export function cssVariablesFromTheme(theme: Theme): ThemeVariables {
  const variables: ThemeVariables = {}
  for (const [group, values] of Object.entries(theme)) {
    for (const [key, value] of Object.entries(values as Record<string, string>)) {
      // accentColorForeground → accent-color-foreground, confetti1 → confetti-1
      variables[`--gh-${group}-${key.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`)}`] = value
    }
  }
  return variables
}
