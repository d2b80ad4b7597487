// Every theme, with its default accent and each accent preset, keeps text at WCAG AA contrast
// (4.5:1) on the surfaces the components put it on (translucent colours composed over them).
import { describe, expect, test } from 'vitest'
import { darkTheme } from './darkTheme'
import { lightTheme } from './lightTheme'
import { midnightTheme } from './midnightTheme'
import type { Theme } from './Theme'

type Rgba = [number, number, number, number]

function parse(colour: string): Rgba {
  const hex = colour.match(/^#([0-9a-f]{6})$/i)?.[1]
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba
  const rgba = colour.match(/^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/)
  if (rgba) return rgba.slice(1).map(Number) as Rgba
  throw new Error(`unparsed colour ${colour}`)
}

/** `top` painted over each of `layers`, the last one opaque. */
function over(top: string, ...layers: string[]): Rgba {
  return [top, ...layers]
    .map(parse)
    .reduceRight((below, [r, g, b, a]) => [
      r * a + below[0] * (1 - a),
      g * a + below[1] * (1 - a),
      b * a + below[2] * (1 - a),
      1,
    ])
}

const luminance = ([r, g, b]: Rgba) => {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
}

const contrast = (text: Rgba, ground: Rgba) => {
  const [hi, lo] = [luminance(text), luminance(ground)].sort((a, b) => b - a)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

/** [what, text, background layers…] as the components paint them. */
const pairs = ({ colors: c }: Theme): [string, Rgba, Rgba][] => {
  const on = (text: string, ...layers: string[]) =>
    [over(text, ...layers), over(layers[0] ?? '', ...layers.slice(1))] as const
  const list: [string, readonly [Rgba, Rgba]][] = [
    ['modal text', on(c.modalText, c.modalBackground)],
    ['secondary text', on(c.modalTextSecondary, c.modalBackground)],
    ['secondary text on a card', on(c.modalTextSecondary, c.menuItemBackground, c.modalBackground)],
    ['text on a selected row', on(c.modalText, c.menuItemBackground, c.modalBackground)],
    [
      'text on an action button',
      on(c.modalText, c.actionButtonSecondaryBackground, c.modalBackground),
    ],
    ['accent link', on(c.accentColor, c.modalBackground)],
    ['accent on a selected row', on(c.accentColor, c.menuItemBackground, c.modalBackground)],
    [
      'accent on a secondary button',
      on(c.accentColor, c.actionButtonSecondaryBackground, c.modalBackground),
    ],
    ['primary button', on(c.accentColorForeground, c.accentColor)],
    ['error text', on(c.error, c.modalBackground)],
    ['connect button text', on(c.connectButtonText, c.connectButtonBackground)],
    ['account pill', on(c.connectButtonText, c.menuItemBackground, c.connectButtonBackground)],
    ['wrong network', on(c.connectButtonTextError, c.connectButtonBackgroundError)],
  ]
  return list.map(([what, [text, ground]]) => [what, text, ground])
}

const themes = { lightTheme, darkTheme, midnightTheme }

describe.each(Object.entries(themes))('%s', (_, theme) => {
  const accents = { default: {}, ...theme.accentColors }
  test.each(Object.entries(accents))(
    'behavior: AA text contrast with the %s accent',
    (_, accent) => {
      const failing = pairs(theme(accent))
        .map(([what, text, ground]) => [what, Number(contrast(text, ground).toFixed(2))] as const)
        .filter(([, ratio]) => ratio < 4.5)
      expect(failing).toEqual([])
    },
  )
})

test('error: the check fails on a low-contrast palette', () => {
  const washed = lightTheme({ accentColor: '#7ed321' })
  expect(pairs(washed).filter(([, t, g]) => contrast(t, g) < 4.5).length).toBeGreaterThan(0)
})
