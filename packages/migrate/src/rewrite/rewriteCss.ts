import { TODO_MARK } from '../Todo'

/**
 * A stylesheet's references to RainbowKit: `@import` of its styles.css (bare, `~`-prefixed or in
 * `url()`) becomes Gatehouse's, and RainbowKit's `[data-rk]` scope Gatehouse's `[data-gh]`.
 * Theme variables (`--rk-*`) and id-scoped `[data-rk="…"]` rules are not rewritten yet: each
 * line gets a TODO.
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
      if (/--rk-/.test(line))
        return `${line} /* ${TODO_MARK} RainbowKit's --rk-* theme variables are Gatehouse's --gh-* ones under other names (see Themes in Gatehouse's README) */`
      if (/\[data-rk=/.test(line))
        return `${line} /* ${TODO_MARK} Gatehouse has no provider id: its theme scope is [data-gh] */`
      return line
    })
    .join('\n')
}
