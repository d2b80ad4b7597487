// The theme functions: every theme sets every variable of the contract, each option changes
// exactly its own variables, and base.css's :root defaults are lightTheme()'s output.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { cssVariablesFromTheme } from './cssVariablesFromTheme'
import { darkTheme } from './darkTheme'
import { lightTheme } from './lightTheme'
import { midnightTheme } from './midnightTheme'
import type { Theme, ThemeOptions } from './Theme'

const themes = { lightTheme, darkTheme, midnightTheme }

/** The variables whose values differ between two themes. */
const changed = (a: Theme, b: Theme) => {
  const before = cssVariablesFromTheme(a) as Record<string, string>
  return Object.entries(cssVariablesFromTheme(b))
    .filter(([name, value]) => before[name] !== value)
    .map(([name]) => name)
    .sort()
}

const baseCssDefaults = () => {
  const css = readFileSync(new URL('../styles/base.css', import.meta.url), 'utf8')
  const root = css.match(/:root\s*\{([^}]*)\}/g) ?? []
  return Object.fromEntries(
    root.flatMap((block) =>
      [...block.matchAll(/(--gh-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
    ),
  )
}

test('behavior: base.css :root defaults are exactly lightTheme()', () => {
  expect(baseCssDefaults()).toEqual(cssVariablesFromTheme(lightTheme()))
})

describe.each(Object.entries(themes))('%s', (_, theme) => {
  test('behavior: sets every variable of the contract, each to a value', () => {
    const variables = cssVariablesFromTheme(theme())
    expect(Object.keys(variables).sort()).toEqual(Object.keys(baseCssDefaults()).sort())
    for (const value of Object.values(variables)) expect(value).toMatch(/\S/)
  })

  test('behavior: the accent options change the accent (and the first confetti colour) only', () => {
    const accented = theme({ accentColor: '#123456', accentColorForeground: '#fedcba' })
    expect(changed(theme(), accented)).toEqual([
      '--gh-colors-accent-color',
      '--gh-colors-accent-color-foreground',
      '--gh-colors-confetti-1',
    ])
    expect(accented.colors.accentColor).toBe('#123456')
    expect(accented.colors.accentColorForeground).toBe('#fedcba')
  })

  test('behavior: each accent preset is a complete accent option', () => {
    for (const preset of Object.values(theme.accentColors)) {
      expect(theme(preset).colors).toMatchObject(preset)
    }
  })

  test('behavior: borderRadius changes the radii only', () => {
    const radii = Object.keys(cssVariablesFromTheme(theme())).filter((n) => n.includes('-radii-'))
    expect(changed(theme(), theme({ borderRadius: 'small' }))).toEqual(radii.sort())
    expect(theme({ borderRadius: 'large' })).toEqual(theme())
  })

  test('behavior: overlayBlur and fontStack change their one variable', () => {
    expect(changed(theme(), theme({ overlayBlur: 'large' }))).toEqual(['--gh-blurs-overlay'])
    expect(changed(theme(), theme({ fontStack: 'rounded' }))).toEqual(['--gh-fonts-body'])
  })
})

test('behavior: radius presets, from pill to square', () => {
  const radii = (borderRadius: ThemeOptions['borderRadius']) => lightTheme({ borderRadius }).radii
  expect(radii('large')).toMatchObject({ actionButton: '9999px', modal: '24px' })
  expect(radii('medium')).toMatchObject({ actionButton: '10px', modal: '16px' })
  expect(radii('small')).toMatchObject({ actionButton: '4px', modal: '8px' })
  expect(Object.values(radii('none'))).toEqual(Array(7).fill('0px'))
})

test('behavior: overlay blur presets', () => {
  expect(darkTheme().blurs.overlay).toBe('none')
  expect(darkTheme({ overlayBlur: 'small' }).blurs.overlay).toBe('blur(4px)')
  expect(darkTheme({ overlayBlur: 'large' }).blurs.overlay).toBe('blur(20px)')
})

test('behavior: font stacks are presets or any font-family value', () => {
  expect(lightTheme().fonts.body).toMatch(/^system-ui,/)
  expect(lightTheme({ fontStack: 'rounded' }).fonts.body).toMatch(/^ui-rounded, "SF Pro Rounded"/)
  expect(lightTheme({ fontStack: '"Inter", sans-serif' }).fonts.body).toBe('"Inter", sans-serif')
})

test('behavior: the dark themes are dark, each call a fresh object', () => {
  expect(darkTheme().colors.modalBackground).toBe('#1a1b1f')
  expect(midnightTheme().colors.modalBackground).toBe('#000000')
  const theme = lightTheme()
  theme.radii.modal = '1px'
  expect(lightTheme().radii.modal).toBe('24px')
})

describe('invalid options', () => {
  test('error: an unknown radius or blur, or a value that would break the CSS, names the option', () => {
    const options = (o: object) => o as Parameters<typeof lightTheme>[0]
    expect(() => lightTheme(options({ borderRadius: 'huge' }))).toThrow(
      /Invalid theme option `borderRadius`: "huge" \(expected one of large, medium, small, none\)/,
    )
    expect(() => darkTheme(options({ overlayBlur: 'medium' }))).toThrow(/`overlayBlur`/)
    expect(() => midnightTheme({ accentColor: 'red; } body { display: none' })).toThrow(
      /`accentColor`/,
    )
    expect(() => lightTheme({ fontStack: 'x</style><script>' })).toThrow(/`fontStack`/)
    expect(() => lightTheme({ accentColorForeground: '' })).toThrow(/`accentColorForeground`/)
    expect(() =>
      lightTheme({ accentColor: '#123456', fontStack: 'Inter, sans-serif' }),
    ).not.toThrow()
  })
})
