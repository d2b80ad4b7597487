// Covers one-prompt sign-in's last step without a DOM: the message and signature a WalletConnect
// wallet signed while connecting reach the adapter's verify unchanged (the same call the two-step
// path makes), and each way it ends is an outcome the sign-in reducer takes. Signatures are real
// (a viem local account). The connection itself is covered by @gatehouse/walletconnect's tests.
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test, vi } from 'vitest'
import type { AuthAdapter } from '../core/AuthAdapter'
import { signInWithAuthentication } from './signInWithAuthentication'

const account = privateKeyToAccount(generatePrivateKey())
const message = `app.example wants you to sign in with your Ethereum account:\n${account.address}\n\nSign in.\n\nURI: https://app.example\nVersion: 1\nChain ID: 1\nNonce: abcdefgh1234\nIssued At: 2025-01-01T00:00:00.000Z`

function adapter(overrides: Partial<AuthAdapter> = {}): AuthAdapter {
  return {
    getNonce: async () => ({ nonce: 'abcdefgh1234' }),
    createMessage: () => {
      throw new Error('one-prompt sign-in never builds a message here')
    },
    verify: vi.fn(async ({ message: text, signature }) => {
      if (!(await verifyMessage({ address: account.address, message: text, signature })))
        throw new Error('verification_failed')
      return { address: account.address, chainId: 1 }
    }),
    getSession: async () => ({ authenticated: false }),
    signOut: async () => {},
    ...overrides,
  }
}

async function attempt(
  overrides: { adapter?: AuthAdapter; current?: string; signature?: `0x${string}` } = {},
) {
  const used = overrides.adapter ?? adapter()
  const renewNonce = vi.fn()
  const signOut = vi.fn(async () => {})
  const signature = overrides.signature ?? (await account.signMessage({ message }))
  const outcome = await signInWithAuthentication({
    adapter: used,
    authentication: { message, signature, address: account.address },
    currentAddress: () => overrides.current ?? account.address,
    refresh: async () => ({ authenticated: true, address: account.address, chainId: 1 }),
    signOut,
    renewNonce,
  })
  return { outcome, used, renewNonce, signOut, signature }
}

test('behavior: the signed message and signature go to verify unchanged, then the session confirms', async () => {
  const { outcome, used, signature, renewNonce } = await attempt()
  expect(outcome).toEqual({ type: 'verified' })
  expect(used.verify).toHaveBeenCalledWith({ message, signature })
  expect(renewNonce).toHaveBeenCalledTimes(1)
})

test('error: a signature the server refuses is verifyFailed, and the nonce is renewed', async () => {
  const other = privateKeyToAccount(generatePrivateKey())
  const { outcome, renewNonce } = await attempt({ signature: await other.signMessage({ message }) })
  expect(outcome).toEqual({ type: 'verifyFailed' })
  expect(renewNonce).toHaveBeenCalledTimes(1)
})

test('behavior: an account switched meanwhile abandons the attempt and drops the session', async () => {
  const { outcome, signOut } = await attempt({
    current: privateKeyToAccount(generatePrivateKey()).address,
  })
  expect(outcome).toEqual({ type: 'abandoned' })
  expect(signOut).toHaveBeenCalledTimes(1)
})
