import { cssVariablesFromTheme } from './cssVariablesFromTheme'
import type { Theme } from './Theme'

/**
 * The theme as CSS declarations, `--gh-colors-accent-color: #0a63d8;` one per line, to put
 * inside a rule of the app's own stylesheet. With `extends`, only what differs from that theme.
 */
export function cssStringFromTheme(theme: Theme, options: { extends?: Theme } = {}): string {
  const base = options.extends ? cssVariablesFromTheme(options.extends) : {}
  return Object.entries(cssVariablesFromTheme(theme))
    .filter(([name, value]) => base[name as keyof typeof base] !== value)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n')
}
