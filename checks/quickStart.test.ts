// The README's Vite quick start is examples/vite/src/main.tsx verbatim, so the code a reader
// copies is the code the example's browser test runs.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

test('behavior: the README quick start for Vite is examples/vite/src/main.tsx', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('### Vite (React)'))
  const block = section.match(/```tsx\n\/\/ src\/main\.tsx\n([\s\S]*?)```/)?.[1]
  expect(block, 'a ```tsx block starting with // src/main.tsx under ### Vite (React)').toBeDefined()
  expect(block).toBe(readFileSync(path.join(ROOT, 'examples/vite/src/main.tsx'), 'utf8'))
})
