import { cssStringFromTheme } from './cssStringFromTheme'
import type { ThemeSetting } from './Theme'

/**
 * The attribute every kit root carries: the connect button and the dialogs' overlay and content.
 * The dialogs are portalled to <body>, outside the app's tree, so the theme cannot be inherited
 * from a wrapper element; an attribute selector reaches them wherever they are mounted, while
 * `:root` keeps base.css's defaults for elements without the attribute.
 */
export const THEME_SELECTOR = '[data-gh]'

/**
 * The provider's <style> text: one rule, or the light rule plus a `prefers-color-scheme: dark`
 * block holding only what the dark theme changes. Pure CSS: the same on server and client.
 */
export function themeStyleSheet(setting: ThemeSetting): string {
  const rule = (declarations: string) => `${THEME_SELECTOR} {\n${declarations}\n}`
  const css =
    'lightMode' in setting
      ? `${rule(cssStringFromTheme(setting.lightMode))}\n@media (prefers-color-scheme: dark) {\n${rule(
          cssStringFromTheme(setting.darkMode, { extends: setting.lightMode }),
        )}\n}`
      : rule(cssStringFromTheme(setting))
  // A value can never close the <style> element.
  return css.replace(/</g, '\\3c ')
}
