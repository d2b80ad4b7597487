// The Vite quick start, in the README and in the Vite guide (docs/guides/vite.md), is
// examples/vite/src/main.tsx verbatim, so the code a reader copies is the code the example's
// browser test runs.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const MAIN = readFileSync(path.join(ROOT, 'examples/vite/src/main.tsx'), 'utf8')

/** The ```tsx block that starts with `// src/main.tsx`, in `text`. */
const mainBlock = (text: string) => text.match(/```tsx\n\/\/ src\/main\.tsx\n([\s\S]*?)```/)?.[1]

test('behavior: the README quick start for Vite is examples/vite/src/main.tsx', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const start = readme.indexOf('### Vite (React)')
  expect(start, 'a ### Vite (React) section in README.md').toBeGreaterThan(-1)
  const block = mainBlock(readme.slice(start))
  expect(block, 'a ```tsx block starting with // src/main.tsx under ### Vite (React)').toBeDefined()
  expect(block).toBe(MAIN)
})

test('behavior: the Vite guide’s code is examples/vite/src/main.tsx', () => {
  const guide = readFileSync(path.join(ROOT, 'docs/guides/vite.md'), 'utf8')
  const block = mainBlock(guide)
  expect(block, 'a ```tsx block starting with // src/main.tsx in docs/guides/vite.md').toBeDefined()
  expect(block).toBe(MAIN)
})
