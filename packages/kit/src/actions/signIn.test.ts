// Covers the sign-in action without a DOM: each way an attempt ends (§4, §8) as the outcome the
// reducer takes, the state that outcome leaves, and when the nonce is renewed. Signatures are real
// (a viem local account); the adapter is an in-memory one that verifies them. The dialog's
// rendering is covered by SignInDialog.test.tsx.
import { UserRejectedRequestError, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'
import { type SignInState, signInReducer } from '../core/signInFlow'
import { type SignInParameters, signIn } from './signIn'

const account = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
const CHAIN_ID = 1

/** An adapter whose verify checks the signature for real, and answers for the signer. */
function adapter(overrides: Partial<AuthAdapter> = {}): AuthAdapter {
  return {
    getNonce: async () => ({ nonce: 'abcdefgh1234' }),
    createMessage: ({ address, chainId, nonce }) =>
      `example.com wants you to sign in with your Ethereum account:\n${address}\n\nChain ID: ${chainId}\nNonce: ${nonce}`,
    verify: async ({ message, signature }) => {
      if (!(await verifyMessage({ address: account.address, message, signature })))
        throw new Error('verification_failed')
      return { address: account.address, chainId: CHAIN_ID }
    },
    getSession: async () => ({ authenticated: false }),
    signOut: async () => {},
    ...overrides,
  }
}

function parameters(overrides: Partial<SignInParameters> = {}) {
  const calls = { renewNonce: 0, signed: 0, signOut: 0 }
  const session: AuthSession = { authenticated: true, address: account.address, chainId: CHAIN_ID }
  const params: SignInParameters = {
    adapter: adapter(),
    signMessage: ({ message }) => account.signMessage({ message }),
    address: account.address,
    chainId: CHAIN_ID,
    nonce: 'abcdefgh1234',
    currentAddress: () => account.address,
    refresh: async () => session,
    signOut: async () => {
      calls.signOut++
    },
    renewNonce: () => {
      calls.renewNonce++
    },
    onSigned: () => {
      calls.signed++
    },
    ...overrides,
  }
  return { params, calls }
}

/** The state an attempt leaves: start, the signature step if it got there, then the outcome. */
const settle = (outcome: Awaited<ReturnType<typeof signIn>>, signed: boolean): SignInState => {
  let state = signInReducer({ status: 'idle', error: undefined }, { type: 'start' })
  if (signed) state = signInReducer(state, { type: 'signed' })
  return signInReducer(state, outcome)
}

describe('signIn', () => {
  test('default: a real signature, verified and confirmed by the session, is verified', async () => {
    const { params, calls } = parameters()
    const outcome = await signIn(params)
    expect(outcome).toEqual({ type: 'verified' })
    expect(calls).toEqual({ renewNonce: 1, signed: 1, signOut: 0 })
    expect(settle(outcome, true)).toEqual({ status: 'idle', error: undefined })
  })

  test('behavior: the message names the account, the chain and the nonce given', async () => {
    const createMessage = vi.fn(adapter().createMessage)
    const { params } = parameters({ adapter: adapter({ createMessage }) })
    await signIn(params)
    expect(createMessage).toHaveBeenCalledWith({
      address: account.address,
      chainId: CHAIN_ID,
      nonce: 'abcdefgh1234',
    })
  })

  test('behavior: a rejected signature is signFailed, rejected, and leaves no message (§4)', async () => {
    const { params, calls } = parameters({
      signMessage: async () => {
        throw new UserRejectedRequestError(new Error('User rejected the request.'))
      },
    })
    const outcome = await signIn(params)
    expect(outcome).toEqual({ type: 'signFailed', rejected: true })
    expect(calls).toEqual({ renewNonce: 1, signed: 0, signOut: 0 })
    expect(settle(outcome, false)).toEqual({ status: 'idle', error: undefined })
  })

  test('error: a signature that fails otherwise shows the sign error (§8)', async () => {
    const { params } = parameters({
      signMessage: async () => {
        throw new Error('device disconnected')
      },
    })
    const outcome = await signIn(params)
    expect(outcome).toEqual({ type: 'signFailed', rejected: false })
    expect(settle(outcome, false)).toEqual({ status: 'idle', error: 'sign' })
  })

  test('error: a signature the server refuses is verifyFailed, and the nonce is renewed', async () => {
    const { params, calls } = parameters({
      signMessage: ({ message }) => other.signMessage({ message }),
    })
    const outcome = await signIn(params)
    expect(outcome).toEqual({ type: 'verifyFailed' })
    expect(calls).toEqual({ renewNonce: 1, signed: 1, signOut: 0 })
    expect(settle(outcome, true)).toEqual({ status: 'idle', error: 'verify' })
  })

  test('error: a session that does not confirm the account is verifyFailed', async () => {
    const { params } = parameters({ refresh: async () => ({ authenticated: false }) })
    expect(await signIn(params)).toEqual({ type: 'verifyFailed' })
    const { params: otherSession } = parameters({
      refresh: async () => ({ authenticated: true, address: other.address, chainId: CHAIN_ID }),
    })
    expect(await signIn(otherSession)).toEqual({ type: 'verifyFailed' })
  })

  test('error: a session read that throws is unexpected', async () => {
    const { params } = parameters({
      refresh: async () => {
        throw new Error('offline')
      },
    })
    const outcome = await signIn(params)
    expect(outcome).toEqual({ type: 'unexpected' })
    expect(settle(outcome, true)).toEqual({ status: 'idle', error: 'unknown' })
  })

  test('error: a message that cannot be created is unexpected; nothing is signed', async () => {
    const signMessage = vi.fn(({ message }: { message: string }) =>
      account.signMessage({ message }),
    )
    const { params, calls } = parameters({
      signMessage,
      adapter: adapter({
        createMessage: () => {
          throw new Error('no domain')
        },
      }),
    })
    expect(await signIn(params)).toEqual({ type: 'unexpected' })
    expect(signMessage).not.toHaveBeenCalled()
    expect(calls.renewNonce).toBe(1)
  })

  test('behavior: a message built asynchronously is signed once it resolves', async () => {
    const signMessage = vi.fn(({ message }: { message: string }) =>
      account.signMessage({ message }),
    )
    const { params } = parameters({
      signMessage,
      adapter: adapter({
        createMessage: async (args) => `${await Promise.resolve(adapter().createMessage(args))}`,
      }),
    })
    expect(await signIn(params)).toEqual({ type: 'verified' })
    expect(signMessage).toHaveBeenCalledWith({
      message: expect.stringContaining('Nonce: abcdefgh1234'),
    })
  })

  test('error: a message whose promise rejects is unexpected; nothing is signed', async () => {
    const signMessage = vi.fn(({ message }: { message: string }) =>
      account.signMessage({ message }),
    )
    const { params, calls } = parameters({
      signMessage,
      adapter: adapter({ createMessage: async () => Promise.reject(new Error('no domain')) }),
    })
    expect(await signIn(params)).toEqual({ type: 'unexpected' })
    expect(signMessage).not.toHaveBeenCalled()
    expect(calls.renewNonce).toBe(1)
  })

  test('behavior: an account switched while verifying abandons the attempt and signs out', async () => {
    let current: string | undefined = account.address
    const { params, calls } = parameters({
      currentAddress: () => current,
      signMessage: async ({ message }) => {
        const signature = await account.signMessage({ message })
        current = other.address
        return signature
      },
    })
    const outcome = await signIn(params)
    expect(outcome).toEqual({ type: 'abandoned' })
    expect(calls).toEqual({ renewNonce: 1, signed: 1, signOut: 1 })
    expect(settle(outcome, true)).toEqual({ status: 'idle', error: undefined })
  })

  test('behavior: a verify answer for another address is abandoned too', async () => {
    const { params, calls } = parameters({
      adapter: adapter({
        verify: async () => ({ address: other.address, chainId: CHAIN_ID }),
      }),
    })
    expect(await signIn(params)).toEqual({ type: 'abandoned' })
    expect(calls.signOut).toBe(1)
  })
})
