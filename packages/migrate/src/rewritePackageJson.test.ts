// package.json's rewrite alone: where @gatehouse/kit goes, what is kept (indentation, order,
// final newline), the SDKs, and the TODOs for RainbowKit packages without a counterpart. The
// whole-app path is in migrate.golden.test.ts (fixtures/golden/packageJson).
import { expect, test } from 'vitest'
import { rewritePackageJson } from './rewritePackageJson'

test('behavior: keeps tab indentation, an unsorted order and a missing final newline', () => {
  const before =
    '{\n\t"devDependencies": {\n\t\t"wagmi": "~2.1.0",\n\t\t"@rainbow-me/rainbowkit": "^2.2.11"\n\t}\n}'
  const { text } = rewritePackageJson(before, [])
  expect(text).toBe(
    '{\n\t"devDependencies": {\n\t\t"wagmi": "^3.7.7",\n\t\t"@gatehouse/kit": "^0.1.0"\n\t}\n}',
  )
})

test('behavior: adds the SDKs the wallets need, unless the app lists them already', () => {
  const before = JSON.stringify({
    dependencies: { '@coinbase/wallet-sdk': '4.0.0', '@rainbow-me/rainbowkit': '2.2.11' },
  })
  const { text } = rewritePackageJson(before, ['@coinbase/wallet-sdk', '@base-org/account'])
  expect(JSON.parse(text)).toEqual({
    dependencies: {
      '@base-org/account': '^2.5.1',
      '@coinbase/wallet-sdk': '4.0.0',
      '@gatehouse/kit': '^0.1.0',
    },
  })
})

test('behavior: without RainbowKit nothing changes, and a leftover RainbowKit package is a TODO', () => {
  const before =
    '{\n  "dependencies": {\n    "@rainbow-me/rainbowkit-siwe-next-auth": "0.5.0"\n  }\n}\n'
  const { text, todos } = rewritePackageJson(before, ['@coinbase/wallet-sdk'])
  expect(text).toBe(before)
  expect(todos).toEqual([{ line: 3, why: expect.stringContaining('AuthAdapter') }])
})

test('behavior: Rainbow’s button package is replaced by the kit too', () => {
  const before = JSON.stringify({ dependencies: { '@rainbow-me/rainbow-button': '0.2.28' } })
  expect(JSON.parse(rewritePackageJson(before, []).text)).toEqual({
    dependencies: { '@gatehouse/kit': '^0.1.0' },
  })
})
