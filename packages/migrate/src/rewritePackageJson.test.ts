// package.json's rewrite alone: where @gatehouse/kit goes, what is kept (indentation, order,
// final newline), the SDKs, and RainbowKit's other packages (rainbow-button, siwe-next-auth). The
// whole-app path is in migrate.golden.test.ts (fixtures/golden/packageJson).
import { expect, test } from 'vitest'
import { rewritePackageJson } from './rewritePackageJson'

test('behavior: keeps tab indentation, an unsorted order and a missing final newline', () => {
  const before =
    '{\n\t"devDependencies": {\n\t\t"wagmi": "~2.1.0",\n\t\t"@rainbow-me/rainbowkit": "^2.2.11"\n\t}\n}'
  expect(rewritePackageJson(before, [])).toBe(
    '{\n\t"devDependencies": {\n\t\t"wagmi": "^3.7.7",\n\t\t"@gatehouse/kit": "^0.1.0"\n\t}\n}',
  )
})

test('behavior: adds the SDKs the wallets need, unless the app lists them already', () => {
  const before = JSON.stringify({
    dependencies: { '@coinbase/wallet-sdk': '4.0.0', '@rainbow-me/rainbowkit': '2.2.11' },
  })
  const text = rewritePackageJson(before, ['@coinbase/wallet-sdk', '@base-org/account'])
  expect(JSON.parse(text)).toEqual({
    dependencies: {
      '@base-org/account': '^2.5.1',
      '@coinbase/wallet-sdk': '4.0.0',
      '@gatehouse/kit': '^0.1.0',
    },
  })
})

test('behavior: a viem older than wagmi 3 needs (viem/tempo, 2.43) moves up; a newer one stays', () => {
  for (const [viem, after] of [
    ['2.38.0', '^2.57.20'],
    ['^2.21.1', '^2.57.20'],
    ['2.x', '^2.57.20'],
    ['2.43.0', '2.43.0'],
    ['^2.60.1', '^2.60.1'],
  ]) {
    const before = JSON.stringify({ dependencies: { '@rainbow-me/rainbowkit': '2.2.11', viem } })
    expect(JSON.parse(rewritePackageJson(before, [])).dependencies.viem, viem).toBe(after)
  }
})

test('behavior: without RainbowKit nothing changes', () => {
  const before = '{\n  "dependencies": {\n    "wagmi": "^2.19.3"\n  }\n}\n'
  expect(rewritePackageJson(before, ['@coinbase/wallet-sdk'])).toBe(before)
})

test('behavior: RainbowKit’s NextAuth adapter is replaced by @gatehouse/auth-server, in its section', () => {
  const before = JSON.stringify({
    dependencies: { '@rainbow-me/rainbowkit': '2.2.11', 'next-auth': '^4.24.11' },
    devDependencies: { '@rainbow-me/rainbowkit-siwe-next-auth': '0.5.0', typescript: '5.9.3' },
  })
  expect(JSON.parse(rewritePackageJson(before, []))).toEqual({
    dependencies: { '@gatehouse/kit': '^0.1.0', 'next-auth': '^4.24.11' },
    devDependencies: { '@gatehouse/auth-server': '^0.1.0', typescript: '5.9.3' },
  })
})

test('behavior: Rainbow’s button package is replaced by the kit too', () => {
  const before = JSON.stringify({ dependencies: { '@rainbow-me/rainbow-button': '0.2.28' } })
  expect(JSON.parse(rewritePackageJson(before, []))).toEqual({
    dependencies: { '@gatehouse/kit': '^0.1.0' },
  })
})
