// tsconfig.json's rewrite alone: node10 resolution becomes bundler where `module` allows it, and
// nothing else changes (comments, other options, a module it does not allow). The whole-app path
// is in migrate.golden.test.ts (fixtures/golden/packageJson).
import { expect, test } from 'vitest'
import { rewriteTsconfig } from './rewriteTsconfig'

test('behavior: node (node10) resolution becomes bundler under ES modules, comments kept', () => {
  const before =
    '{\n  // Vite\n  "compilerOptions": { "module": "ESNext", "moduleResolution": "Node", "strict": true }\n}\n'
  expect(rewriteTsconfig(before)).toBe(
    '{\n  // Vite\n  "compilerOptions": { "module": "ESNext", "moduleResolution": "bundler", "strict": true }\n}\n',
  )
})

test('behavior: left alone under CommonJS, without a module, or already bundler or nodenext', () => {
  for (const options of [
    '"module": "commonjs", "moduleResolution": "node"',
    '"moduleResolution": "node"',
    '"module": "esnext", "moduleResolution": "bundler"',
    '"module": "nodenext", "moduleResolution": "nodenext"',
  ]) {
    const text = `{ "compilerOptions": { ${options} } }`
    expect(rewriteTsconfig(text)).toBe(text)
  }
})
