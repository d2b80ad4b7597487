// @vitest-environment jsdom
// The "Verify your account" dialog around wagmi's mock wallet (its key really signs) and an
// in-memory auth adapter standing in for the server (the real server and browser run in e2e):
// every button label (announced by a live label that stays while its text changes), the §8
// messages, silent rejection, and a fresh nonce per attempt. Last, @gatehouse/siwe's real
// createAuthAdapter over a stubbed fetch whose verify never answers: its deadline ends the wait
// (issue 14.13). The server's side of a late answer is covered in packages/siwe.

import { createAuthAdapter } from '@gatehouse/siwe'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Hex, UserRejectedRequestError, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthAdapter, AuthSession } from '../../core/AuthAdapter'
import { ACCOUNT, type MockFeatures, mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'

afterEach(cleanup)

type Controls = { failNonce?: boolean; failVerify?: boolean; holdVerify?: Promise<void> }

function memoryAdapter(controls: Controls) {
  const nonces: string[] = []
  let session: AuthSession = { authenticated: false }
  let count = 0
  const adapter: AuthAdapter = {
    async getNonce() {
      if (controls.failNonce) throw new Error('nonce endpoint down')
      const nonce = `nonce${String(++count).padStart(8, '0')}`
      nonces.push(nonce)
      return { nonce }
    },
    createMessage: ({ address, chainId, nonce }) =>
      `sign in ${address} on ${chainId} with ${nonce}`,
    async verify({ message, signature }) {
      await controls.holdVerify
      const address = message.split(' ')[2] as Hex
      if (controls.failVerify || !(await verifyMessage({ address, message, signature })))
        throw new Error('verification_failed')
      session = { authenticated: true, address, chainId: 1 }
      return { address, chainId: 1 }
    },
    getSession: async () => session,
    signOut: async () => {
      session = { authenticated: false }
    },
  }
  return { adapter, nonces }
}

async function connect(features: MockFeatures, controls: Controls, given?: AuthAdapter) {
  const { adapter, nonces } = given ? { adapter: given, nonces: [] } : memoryAdapter(controls)
  renderWithKit(<ConnectButton />, {
    wallets: [mockWallet(features)],
    provider: { authentication: adapter },
  })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connectDialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(connectDialog).getByRole('button', { name: 'Mock Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Verify your account' })
  return { dialog, nonces }
}

describe('given sign-in is enabled', () => {
  it('walks through every label and ends authenticated', async () => {
    let release!: () => void
    const holdVerify = new Promise<void>((resolve) => (release = resolve))
    const { dialog } = await connect({}, { holdVerify })
    const send = await within(dialog).findByRole('button', { name: 'Send message' })
    await userEvent.click(send)
    await within(dialog).findByRole('button', { name: 'Verifying signature...' })
    release()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByRole('button', { name: /^Account / })).toBeTruthy()
  })

  it('announces signing through the live label that was already there on Send message', async () => {
    let answer!: () => void
    const signing = new Promise<void>((resolve) => {
      answer = resolve
    })
    const { dialog } = await connect({ hold: { personal_sign: signing } }, {})
    const send = await within(dialog).findByRole('button', { name: 'Send message' })
    const region = send.querySelector('[aria-live="polite"]')
    expect(region?.textContent).toBe('Send message')
    await userEvent.click(send)
    await within(dialog).findByRole('button', { name: 'Waiting for signature...' })
    expect(region?.isConnected).toBe(true)
    expect(region?.textContent).toBe('Waiting for signature...')
    answer()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a rejected signature returns to idle silently, with a new nonce', async () => {
    const features: MockFeatures = {
      signMessageError: new UserRejectedRequestError(new Error('no')),
    }
    const { dialog, nonces } = await connect(features, {})
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send message' }))
    await within(dialog).findByRole('button', { name: 'Send message' })
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await waitFor(() => expect(nonces).toHaveLength(2))
  })

  it('shows the signing error for a failure that is not a rejection', async () => {
    const { dialog } = await connect({ signMessageError: new Error('device locked') }, {})
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send message' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Error signing message, please retry!',
    )
  })

  it('shows the verification error and stays unauthenticated', async () => {
    const { dialog } = await connect({}, { failVerify: true })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send message' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Error verifying signature, please retry!',
    )
    expect(screen.queryByRole('button', { name: /^Account / })).toBeNull()
  })

  it('shows Preparing message... and the nonce error when the nonce cannot be fetched', async () => {
    const { dialog } = await connect({}, { failNonce: true })
    expect(within(dialog).getByRole('button', { name: 'Preparing message...' })).toBeTruthy()
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Error preparing message, please retry!',
    )
  })
})

/**
 * The auth API behind a fetch stub, as a browser sees it: the first verify never answers until
 * `answerLate()`; the server then signs a session in, but the browser only gets its cookie
 * when the answer arrives on a request that was not aborted. `answerLate()` resolves once that
 * late answer has been given (the cookie set or not), so a test can look at the result then.
 */
function hangingVerifyServer() {
  const paths: string[] = []
  const nonces: string[] = []
  let signedIn = false
  let verifies = 0
  let release!: () => void
  const late = new Promise<void>((resolve) => {
    release = resolve
  })
  let answered!: () => void
  const lateAnswerGiven = new Promise<void>((resolve) => {
    answered = resolve
  })
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input)
    paths.push(path)
    switch (path) {
      case '/api/auth/nonce': {
        const nonce = `nonce${String(nonces.length + 1).padStart(8, '0')}`
        nonces.push(nonce)
        const at = Date.now()
        const expiresAt = new Date(at + 300_000).toISOString()
        return json({ nonce, expiresAt, issuedAt: new Date(at).toISOString() })
      }
      case '/api/auth/verify': {
        const first = ++verifies === 1
        if (first) await late
        if (!init?.signal?.aborted) signedIn = true
        if (first) answered()
        return json({ address: ACCOUNT, chainId: 1 })
      }
      case '/api/auth/session':
        return json(
          signedIn
            ? { authenticated: true, address: ACCOUNT, chainId: 1 }
            : { authenticated: false },
        )
      case '/api/auth/logout':
        signedIn = false
        return new Response(null, { status: 204 })
      default:
        throw new Error(`unexpected request to ${path}`)
    }
  }
  const answerLate = () => {
    release()
    return lateAnswerGiven
  }
  return { fetch, paths, nonces, answerLate, signedIn: () => signedIn }
}

describe('given a verification that never answers', () => {
  it('shows the verification error at the deadline, returns to idle with a fresh nonce, and a late answer does not sign in', async () => {
    const server = hangingVerifyServer()
    const adapter = createAuthAdapter({
      fetch: server.fetch,
      timeoutMs: 300,
      domain: 'localhost',
      uri: 'http://localhost',
    })
    const { dialog } = await connect({}, {}, adapter)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send message' }))
    // Not waited for: the "Verifying signature..." label in between (the first test sees it, with
    // a verify that is held). Here the 300 ms deadline ends it, and a test paused longer than that
    // by a busy machine would never see it. The logout after verify (below) shows it timed out.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Error verifying signature, please retry!',
    )
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeTruthy()
    await waitFor(() => expect(server.nonces).toHaveLength(2))
    // The session is ended before the fresh nonce is fetched (which starts a new one).
    const afterVerify = server.paths.slice(server.paths.indexOf('/api/auth/verify'))
    expect(afterVerify.filter((path) => path !== '/api/auth/session')).toEqual([
      '/api/auth/verify',
      '/api/auth/logout',
      '/api/auth/nonce',
    ])

    // Waits for the late answer itself (not for a time): whether it signs in is decided by then.
    await server.answerLate()
    expect(server.signedIn()).toBe(false)
    expect(await adapter.getSession()).toEqual({ authenticated: false })
    expect(screen.getByRole('dialog', { name: 'Verify your account' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Account / })).toBeNull()

    // The fresh nonce works: this time verify answers and the visitor is signed in.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByRole('button', { name: /^Account / })).toBeTruthy()
  })
})
