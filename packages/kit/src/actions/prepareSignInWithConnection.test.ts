// Covers the connect step's half of one-prompt sign-in without a DOM: the message's fields from a
// fresh nonce in the provider's names (CAIP-122 iat/exp/nbf), no sign-in asked when the adapter
// cannot give them (no createMessageParams, the nonce or the fields failing: the Verify dialog
// follows), and confirmSignIn rejecting with ConnectionSignInError when the sign-in does not
// complete (refused, or a later attempt began). Signatures are real (a viem local account); the
// adapter is the injected boundary. The whole flow: ConnectModal.signInWithConnection.test.tsx.
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test, vi } from 'vitest'
import type { AuthAdapter, SignInMessageParams } from '../core/AuthAdapter'
import { ConnectionSignInError } from '../errors/connector'
import { prepareSignInWithConnection } from './prepareSignInWithConnection'

const account = privateKeyToAccount(generatePrivateKey())
const message = `app.example wants you to sign in with your Ethereum account:\n${account.address}\n\nSign in.\n\nURI: https://app.example\nVersion: 1\nChain ID: 1\nNonce: abcdefgh1234\nIssued At: 2025-01-01T00:00:00.000Z`
const PARAMS: SignInMessageParams = {
  domain: 'app.example',
  uri: 'https://app.example',
  nonce: 'abcdefgh1234',
  statement: 'Sign in.',
  issuedAt: '2025-01-01T00:00:00.000Z',
  expirationTime: '2025-01-01T00:05:00.000Z',
  notBefore: '2025-01-01T00:00:00.000Z',
  requestId: 'r1',
  resources: ['https://app.example/terms'],
}

function adapter(overrides: Partial<AuthAdapter> = {}): AuthAdapter {
  return {
    getNonce: vi.fn(async () => ({ nonce: 'abcdefgh1234' })),
    createMessage: () => {
      throw new Error('one-prompt sign-in never builds a message here')
    },
    createMessageParams: vi.fn(({ nonce }) => ({ ...PARAMS, nonce })),
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

const prepare = (used: AuthAdapter, isCurrent = () => true, onSigned?: () => void) =>
  prepareSignInWithConnection({
    adapter: used,
    isCurrent,
    onSigned,
    refresh: async () => ({ authenticated: true, address: account.address, chainId: 1 }),
    signOut: vi.fn(async () => {}),
  })

test('behavior: the fields of a fresh nonce, in the provider names', async () => {
  const used = adapter()
  const prepared = await prepare(used)
  expect(used.getNonce).toHaveBeenCalledTimes(1)
  expect(used.createMessageParams).toHaveBeenCalledWith({ nonce: 'abcdefgh1234' })
  expect(prepared?.signIn).toEqual({
    domain: 'app.example',
    uri: 'https://app.example',
    nonce: 'abcdefgh1234',
    statement: 'Sign in.',
    iat: '2025-01-01T00:00:00.000Z',
    exp: '2025-01-01T00:05:00.000Z',
    nbf: '2025-01-01T00:00:00.000Z',
    requestId: 'r1',
    resources: ['https://app.example/terms'],
  })
})

test.each([
  ['no createMessageParams', { createMessageParams: undefined }],
  [
    'the nonce failing',
    {
      getNonce: async () => {
        throw new Error('nonce endpoint down')
      },
    },
  ],
  [
    'the fields failing',
    {
      createMessageParams: () => {
        throw new Error('domain and uri are required outside a browser')
      },
    },
  ],
])('behavior: %s asks for no sign-in (the Verify dialog follows)', async (_name, overrides) => {
  expect(await prepare(adapter(overrides as Partial<AuthAdapter>))).toBeUndefined()
})

test('behavior: confirmSignIn resolves once the server verified what the wallet signed', async () => {
  const used = adapter()
  const onSigned = vi.fn(() => expect(used.verify).not.toHaveBeenCalled())
  const prepared = await prepare(used, () => true, onSigned)
  const signature = await account.signMessage({ message })
  await expect(
    prepared?.confirmSignIn?.({ message, signature, address: account.address }),
  ).resolves.toBeUndefined()
  expect(used.verify).toHaveBeenCalledWith({ message, signature })
  expect(onSigned).toHaveBeenCalledTimes(1) // before verify: "Verifying signature..."
})

test('error: a signature the server refuses rejects with ConnectionSignInError verifyFailed', async () => {
  const prepared = await prepare(adapter())
  const other = privateKeyToAccount(generatePrivateKey())
  const signature = await other.signMessage({ message })
  const error = await prepared
    ?.confirmSignIn?.({ message, signature, address: account.address })
    .catch((reason: unknown) => reason)
  expect(error).toBeInstanceOf(ConnectionSignInError)
  expect(error).toMatchObject({ name: 'ConnectionSignInError', reason: 'verifyFailed' })
})

test('error: a later attempt begun meanwhile abandons this one', async () => {
  let current = true
  const onSigned = vi.fn()
  const prepared = await prepare(adapter(), () => current, onSigned)
  const signature = await account.signMessage({ message })
  current = false
  await expect(
    prepared?.confirmSignIn?.({ message, signature, address: account.address }),
  ).rejects.toMatchObject({ name: 'ConnectionSignInError', reason: 'abandoned' })
  expect(onSigned).not.toHaveBeenCalled() // the screen belongs to the later attempt
})
