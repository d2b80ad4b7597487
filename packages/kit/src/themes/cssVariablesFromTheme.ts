import { resolveTheme, type ThemeInput } from './resolveTheme'

export type ThemeVariables = Record<`--gh-${string}`, string>

/**
 * `{ '--gh-colors-accent-color': '#0a63d8', … }`: usable as a React `style` object too. Takes a
 * theme or a theme function (`cssVariablesFromTheme(darkTheme)`); with `extends`, only the
 * variables whose value differs from that theme's.
 */
export function cssVariablesFromTheme(
  theme: ThemeInput,
  options: { extends?: ThemeInput } = {},
): ThemeVariables {
  const base = options.extends ? cssVariablesFromTheme(options.extends) : undefined
  const variables: ThemeVariables = {}
  for (const [group, values] of Object.entries(resolveTheme(theme))) {
    for (const [key, value] of Object.entries(values as Record<string, string>)) {
      // accentColorForeground → accent-color-foreground, confetti1 → confetti-1
      const name =
        `--gh-${group}-${key.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`)}` as const
      if (base?.[name] !== value) variables[name] = value
    }
  }
  return variables
}
