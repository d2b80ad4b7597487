// Right-to-left locales mirror the kit's layout only if its CSS says start/end, not left/right:
// every component stylesheet uses logical properties (margin-inline-start, inset-inline-end, …).
// `left: 50%` with a translate is centring, the same in both directions, and is allowed.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// The kit's components/ and the wings' (transactions/components/, …).
const src = path.join(import.meta.dirname, '..')
const stylesheets = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.css') && /(^|\/)components\//.test(f),
)

const PHYSICAL = [
  /(^|[\s;{])(margin|padding|border)-(left|right)(-\w+)?\s*:/,
  /(^|[\s;{])(left|right)\s*:(?!\s*50%)/,
  /text-align\s*:\s*(left|right)/,
  /float\s*:\s*(left|right)/,
  /border-(top|bottom)-(left|right)-radius\s*:/,
]

test('behavior: the kit has component stylesheets to check', () => {
  expect(stylesheets.length).toBeGreaterThan(5)
})

test.each(stylesheets)('behavior: %s uses logical properties, not left/right', (file) => {
  const offending = readFileSync(path.join(src, file), 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => PHYSICAL.some((pattern) => pattern.test(line)))
    .map(({ line, number }) => `${number}: ${line}`)
  expect(offending).toEqual([])
})
