// The theme's <style> under a Content-Security-Policy (issue 14.14): it carries the provider's
// nonce, so `style-src 'self' 'nonce-…'` applies it without 'unsafe-inline'. Rendered to a string,
// as a server does (the attribute is what the browser checks on a server-rendered page).
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { darkTheme } from '../themes/darkTheme'
import { ThemeStyle } from './ThemeStyle'

describe('ThemeStyle', () => {
  test('behavior: the <style> carries the nonce it is given', () => {
    const html = renderToString(<ThemeStyle theme={darkTheme()} nonce="bm9uY2Utbm9uY2Utbm9uY2U=" />)
    expect(html).toMatch(/^<style[^>]* nonce="bm9uY2Utbm9uY2Utbm9uY2U="[^>]*>/)
  })

  test('behavior: without a nonce, no nonce attribute', () => {
    expect(renderToString(<ThemeStyle theme={darkTheme()} />)).not.toContain('nonce')
  })
})
