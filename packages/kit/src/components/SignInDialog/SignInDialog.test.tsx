// @vitest-environment jsdom
// The "Verify your account" dialog around wagmi's mock wallet (its key really signs) and an
// in-memory auth adapter standing in for the server (the real server and browser run in e2e):
// every button label (announced by a live label that stays while its text changes), the §8
// messages, silent rejection, and a fresh nonce per attempt.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Hex, UserRejectedRequestError, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthAdapter, AuthSession } from '../../core/AuthAdapter'
import { type MockFeatures, mockWallet, renderWithKit } from '../../test/renderWithKit'
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

async function connect(features: MockFeatures, controls: Controls) {
  const { adapter, nonces } = memoryAdapter(controls)
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
