import { useMemo } from 'react'
import type { ThemeSetting } from '../themes/Theme'
import { themeStyleSheet } from '../themes/themeStyleSheet'

/** The theme's `--gh-*` variables. A <style> element, not an effect: the same markup on the server and the client. */
export function ThemeStyle({ theme }: { theme: ThemeSetting | null | undefined }) {
  const css = useMemo(() => theme && themeStyleSheet(theme), [theme])
  if (!css) return null
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS text, `<` escaped by themeStyleSheet
    <style data-gh-theme="" dangerouslySetInnerHTML={{ __html: css }} />
  )
}
