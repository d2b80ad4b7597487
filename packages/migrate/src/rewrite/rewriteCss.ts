import { TODO_MARK } from '../Todo'
import { renameThemeVariables } from './renameThemeVariables'

/**
 * A stylesheet's references to RainbowKit: `@import` of its styles.css (bare, `~`-prefixed or in
 * `url()`) becomes Gatehouse's, and RainbowKit's `[data-rk]` scope Gatehouse's `[data-gh]`.
 * Theme variables `--rk-*` become their `--gh-*` counterparts; one without a counterpart, and an
 * id-scoped `[data-rk="…"]` rule, get a TODO on their line.
 */
export function rewriteCss(text: string): string {
  const imports = text.replace(
    /(['"(]~?)@rainbow-me\/(?:rainbowkit|rainbow-button)\/styles\.css/g,
    (_match, before: string) => `${before}@gatehouse/kit/styles.css`,
  )
  return imports
    .replace(/\[data-rk\]/g, '[data-gh]')
    .split('\n')
    .map((line) => {
      if (line.includes(TODO_MARK)) return line
      const { text, unknown } = renameThemeVariables(line)
      if (unknown.length > 0)
        return `${text} /* ${TODO_MARK} Gatehouse has no counterpart for ${unknown.join(', ')} (see docs/guides/theming.md in Gatehouse's repository) */`
      if (/\[data-rk=/.test(text))
        return `${text} /* ${TODO_MARK} Gatehouse has no provider id: its theme scope is [data-gh] */`
      return text
    })
    .join('\n')
}
