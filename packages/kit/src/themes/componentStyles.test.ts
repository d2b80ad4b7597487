// "No colour or size is hard-coded in a component": every CSS module in a components/ folder (the
// kit's and its wings') takes its colours, radii, fonts, shadows and blurs from --gh-* variables,
// and every variable it reads is in the theme contract. The scanner is tried on sample text
// first, so it is known to fail.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { cssVariablesFromTheme } from './cssVariablesFromTheme'
import { lightTheme } from './lightTheme'

const NAMED_COLOURS =
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan
darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen
darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey
darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite
forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink
indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral
lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta
maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin
navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen
paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red
rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue
slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
whitesmoke yellow yellowgreen canvas canvastext buttonface buttontext field fieldtext highlight
highlighttext linktext graytext mark marktext accentcolor accentcolortext`.split(/\s+/)

const COLOUR = new RegExp(
  [
    '#[0-9a-f]{3,8}\\b',
    '\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\\(',
    `\\b(?:${NAMED_COLOURS.join('|')})\\b`,
  ].join('|'),
  'i',
)
// Properties that belong to the theme: their value must come from a variable. A circle's 50%
// and a zero are shapes, not theme radii; `inherit` takes the themed font from the dialog.
const THEMED = /^(?:border-radius|box-shadow|font-family|font|backdrop-filter|filter)$/
const ALLOWED_THEMED_VALUE = /^(?:50%|0|none|inherit|\s)*$/

/** Drops every var(...) (fallbacks included), however nested. */
const withoutVars = (value: string) => {
  let out = value
  for (let before = ''; before !== out; ) {
    before = out
    out = out.replace(/var\([^()]*\)/g, '')
  }
  return out
}

/** The hard-coded colours and themed values in a style sheet, as `property: value`. */
function hardCodedStyles(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const found: string[] = []
  // Declarations only (a selector ends in `{`, never in `;` or `}`).
  for (const [, property = '', value = ''] of text.matchAll(/([\w-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const literal = withoutVars(value)
    if (COLOUR.test(literal) || (THEMED.test(property) && !ALLOWED_THEMED_VALUE.test(literal)))
      found.push(`${property}: ${value.trim()}`)
  }
  return found
}

// The kit's components/ and the wings' (transactions/components/, …).
const SRC = path.resolve(import.meta.dirname, '..')
const cssFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.css') && /(^|\/)components\//.test(f),
)

describe('the scanner', () => {
  test('error: finds hex, functional and named colours and literal theme values', () => {
    const sample = `.a { color: #fff; }
      .b { background: rgba(0, 0, 0, 0.3) }
      .c { border: 1px solid white; }
      .d { box-shadow: 0 1px 2px var(--gh-x); }
      .e { border-radius: 12px; }
      .f { font-family: Georgia, serif; }
      .g { backdrop-filter: blur(4px); }
      .h { color: hsl(0 0% 0%); }`
    expect(hardCodedStyles(sample)).toEqual([
      'color: #fff',
      'background: rgba(0, 0, 0, 0.3)',
      'border: 1px solid white',
      'box-shadow: 0 1px 2px var(--gh-x)',
      'border-radius: 12px',
      'font-family: Georgia, serif',
      'backdrop-filter: blur(4px)',
      'color: hsl(0 0% 0%)',
    ])
  })

  test('behavior: variables, var() fallbacks, circles, selectors and comments pass', () => {
    const sample = `/* #fff white */
      .white:hover, #red { color: var(--gh-colors-modal-text, #1a1b1f); }
      .b { border: 1px solid var(--gh-a, var(--gh-b, white)); border-radius: 50%; }
      .c { background: transparent; color: currentColor; font: inherit; box-shadow: none }
      .d { border-radius: var(--gh-radii-modal) var(--gh-radii-modal) 0 0; }`
    expect(hardCodedStyles(sample)).toEqual([])
  })
})

test('behavior: there are component style sheets to check', () => {
  expect(cssFiles.length).toBeGreaterThan(5)
})

test.each(cssFiles)('behavior: %s hard-codes no colour, radius, font, shadow or blur', (file) => {
  expect(hardCodedStyles(readFileSync(path.join(SRC, file), 'utf8'))).toEqual([])
})

test('behavior: every --gh-* variable a component reads is in the theme contract', () => {
  const contract = new Set(Object.keys(cssVariablesFromTheme(lightTheme())))
  // Set by the components themselves: §2 sizes (Dialog) and each confetti particle's path.
  const local = new Set([
    '--gh-modal-max-height',
    '--gh-modal-max-height-compact',
    '--gh-dx',
    '--gh-dy',
  ])
  const unknown = cssFiles.flatMap((file) =>
    [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/var\((--gh-[\w-]+)/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => !contract.has(name) && !local.has(name))
      .map((name) => `${file}: ${name}`),
  )
  expect(unknown).toEqual([])
})
