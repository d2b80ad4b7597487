// Serialising themes to CSS: the declarations for apps that host their own styles, and the
// provider's style sheet (one rule, or a light rule plus a prefers-color-scheme: dark block).
import { expect, test } from 'vitest'
import { cssStringFromTheme } from './cssStringFromTheme'
import { cssVariablesFromTheme } from './cssVariablesFromTheme'
import { darkTheme } from './darkTheme'
import { lightTheme } from './lightTheme'
import type { Theme } from './Theme'
import { themeStyleSheet } from './themeStyleSheet'

// A small theme-shaped object: the serialiser walks whatever groups and keys it is given.
const small = {
  colors: { accentColor: '#ff0000', confetti1: 'red' },
  radii: { modalMobile: '0px' },
} as unknown as Theme
const other = {
  colors: { accentColor: '#00ff00', confetti1: 'red' },
  radii: { modalMobile: '0px' },
} as unknown as Theme

test('behavior: variable names are the group and the key in kebab case', () => {
  expect(cssVariablesFromTheme(small)).toEqual({
    '--gh-colors-accent-color': '#ff0000',
    '--gh-colors-confetti-1': 'red',
    '--gh-radii-modal-mobile': '0px',
  })
})

test('behavior: exact declarations for a small theme', () => {
  expect(cssStringFromTheme(small)).toBe(
    '--gh-colors-accent-color: #ff0000;\n--gh-colors-confetti-1: red;\n--gh-radii-modal-mobile: 0px;',
  )
})

test('behavior: with extends, only what differs from the base theme', () => {
  expect(cssStringFromTheme(other, { extends: small })).toBe('--gh-colors-accent-color: #00ff00;')
  expect(cssStringFromTheme(lightTheme(), { extends: lightTheme() })).toBe('')
  const dark = cssStringFromTheme(darkTheme(), { extends: lightTheme() })
  expect(dark).toContain('--gh-colors-modal-background: #1a1b1f;')
  expect(dark).not.toContain('--gh-radii-modal:')
})

test('behavior: a theme function is called with its defaults, as theme or as extends (RainbowKit)', () => {
  expect(cssStringFromTheme(lightTheme)).toBe(cssStringFromTheme(lightTheme()))
  expect(cssStringFromTheme(darkTheme, { extends: lightTheme })).toBe(
    cssStringFromTheme(darkTheme(), { extends: lightTheme() }),
  )
  expect(cssStringFromTheme(lightTheme(), { extends: lightTheme })).toBe('')
})

test('behavior: the object form takes extends too: only the variables that differ', () => {
  expect(cssVariablesFromTheme(other, { extends: small })).toEqual({
    '--gh-colors-accent-color': '#00ff00',
  })
  expect(cssVariablesFromTheme(darkTheme, { extends: lightTheme })).toEqual(
    Object.fromEntries(
      cssStringFromTheme(darkTheme(), { extends: lightTheme() })
        .split('\n')
        .map((line) => line.replace(/;$/, '').split(': ')),
    ),
  )
})

test('behavior: one theme is one [data-gh] rule', () => {
  expect(themeStyleSheet(small)).toBe(
    '[data-gh] {\n--gh-colors-accent-color: #ff0000;\n--gh-colors-confetti-1: red;\n--gh-radii-modal-mobile: 0px;\n}',
  )
})

test('behavior: lightMode/darkMode is the light rule and a prefers-color-scheme: dark block', () => {
  expect(themeStyleSheet({ lightMode: small, darkMode: other })).toBe(
    '[data-gh] {\n--gh-colors-accent-color: #ff0000;\n--gh-colors-confetti-1: red;\n--gh-radii-modal-mobile: 0px;\n}\n' +
      '@media (prefers-color-scheme: dark) {\n[data-gh] {\n--gh-colors-accent-color: #00ff00;\n}\n}',
  )
})

test('error: a value cannot close the style element', () => {
  const hostile = { colors: { accentColor: 'red</style><script>' } } as unknown as Theme
  expect(themeStyleSheet(hostile)).not.toContain('<')
  expect(themeStyleSheet(hostile)).toContain('red\\3c /style>')
})
