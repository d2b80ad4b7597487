import { cssVariablesFromTheme } from './cssVariablesFromTheme'
import type { ThemeInput } from './resolveTheme'

/**
 * The theme as CSS declarations, `--gh-colors-accent-color: #0a63d8;` one per line, to put
 * inside a rule of the app's own stylesheet. Takes a theme or a theme function
 * (`cssStringFromTheme(lightTheme)`); with `extends`, only what differs from that theme.
 */
export function cssStringFromTheme(
  theme: ThemeInput,
  options: { extends?: ThemeInput } = {},
): string {
  return Object.entries(cssVariablesFromTheme(theme, options))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n')
}
