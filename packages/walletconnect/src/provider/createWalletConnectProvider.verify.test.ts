// The provider's `verifyUrl`: a Verify client the provider loads itself, so an app that names no
// Verify server never loads its code (the kit's connector passes the URL rather than a client).
// Verify itself, end to end, is SignEngine.verify.test's.
import { afterEach, expect, test, vi } from 'vitest'
import { MemoryRelay } from '../engine/testing/memoryRelay'
import { metadata } from '../engine/testing/metadata'
import type { VerifyClient } from '../verify/VerifyClient'
import { createWalletConnectProvider } from './createWalletConnectProvider'
import type { WalletConnectProvider } from './WalletConnectProvider'

const created = vi.hoisted(() => [] as string[])
vi.mock('../verify/createVerifyClient', async (importOriginal) => {
  const original = await importOriginal<typeof import('../verify/createVerifyClient')>()
  return {
    createVerifyClient: (options: { verifyUrl: string }) => {
      created.push(options.verifyUrl)
      return original.createVerifyClient({ ...options, document: undefined })
    },
  }
})

const providers: WalletConnectProvider[] = []
afterEach(() => {
  for (const provider of providers.splice(0)) provider.close()
  created.length = 0
})

const start = (options: { verifyUrl?: string; verify?: VerifyClient }) =>
  createWalletConnectProvider({
    metadata: metadata('dapp'),
    relay: new MemoryRelay().connect(),
    chains: [{ id: 1 }],
    ...options,
  }).then((provider) => {
    providers.push(provider)
    return provider
  })

test('behavior: with verifyUrl the provider makes its own Verify client for that server', async () => {
  await start({ verifyUrl: 'http://127.0.0.1:4775/' })
  expect(created).toEqual(['http://127.0.0.1:4775/'])
})

test('behavior: without verifyUrl no Verify client is made; a given client wins over the URL', async () => {
  await start({})
  await start({ verify: { register: async () => {} }, verifyUrl: 'http://127.0.0.1:4775/' })
  expect(created).toEqual([])
})
