import { useMemo } from 'react'
import type { ThemeSetting } from '../themes/Theme'
import { themeStyleSheet } from '../themes/themeStyleSheet'

/** The theme's `--gh-*` variables. A <style> element, not an effect: the same markup on the server and the client. */
export function ThemeStyle({
  theme,
  nonce,
}: {
  theme: ThemeSetting | null | undefined
  /** the provider's CSP nonce, so a policy without 'unsafe-inline' applies this element */
  nonce?: string | undefined
}) {
  const css = useMemo(() => theme && themeStyleSheet(theme), [theme])
  if (!css) return null
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS text, `<` escaped by themeStyleSheet
    <style data-gh-theme="" nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
  )
}
