// What the codemod writes into package.json stays in step with the repository: the kit's own
// version, the wagmi the demo and examples run, and the wallets of the kit's default groups.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  AUTH_SERVER_VERSION,
  DEFAULT_GROUP_WALLETS,
  KIT_VERSION,
  VIEM_RANGE,
  WAGMI_RANGE,
} from './versions'

const ROOT = path.join(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

test('behavior: the kit version is the kit package’s', () => {
  expect(KIT_VERSION).toBe(
    (JSON.parse(read('packages/kit/package.json')) as { version: string }).version,
  )
})

test('behavior: the auth server version is the auth-server package’s', () => {
  expect(AUTH_SERVER_VERSION).toBe(
    (JSON.parse(read('packages/auth-server/package.json')) as { version: string }).version,
  )
})

test('behavior: the wagmi and viem ranges start at the versions the demo runs', () => {
  const demo = JSON.parse(read('apps/demo/package.json')) as {
    dependencies: Record<string, string>
  }
  expect(WAGMI_RANGE).toBe(`^${demo.dependencies.wagmi}`)
  expect(VIEM_RANGE).toBe(`^${demo.dependencies.viem}`)
})

test('behavior: the default groups’ wallets are the kit’s defaultWalletGroups', () => {
  const source = read('packages/kit/src/wallets/defaultWallets.ts')
  const imported = [...source.matchAll(/^import \{ (\w+) \} from '\.\/walletConnectors\//gm)].map(
    (match) => match[1],
  )
  expect([...DEFAULT_GROUP_WALLETS].sort()).toEqual(imported.sort())
})
