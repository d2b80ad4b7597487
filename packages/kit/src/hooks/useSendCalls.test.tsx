// @vitest-environment jsdom
// The public useSendCalls hook around the mock wallet: a wallet with EIP-5792 gets one batch and
// Recent Transactions records it under the description; a refusal and a call that fails one by
// one read in the catalogue's words (the failed call, and what was not sent). The action on a
// real chain (progress, the stop at a failed call, what the entry then shows):
// actions/sendCalls.anvil.test.ts.
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { useRecentTransactions } from '../exports/index'
import { ACCOUNT, type MockFeatures, mockWallet, renderWithKit } from '../test/renderWithKit'
import { type UseSendCallsVariables, useSendCalls } from './useSendCalls'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const YOU = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

function Batch({ variables }: { variables: UseSendCallsVariables }) {
  const { sendCalls, status, errorText } = useSendCalls()
  const recent = useRecentTransactions()
  return (
    <>
      <button type="button" onClick={() => sendCalls(variables)}>
        Send a batch
      </button>
      <output aria-label="status">{status}</output>
      {errorText && <p role="alert">{errorText}</p>}
      <ul aria-label="recent">
        {recent.map((tx) => (
          <li key={tx.callsId ?? tx.hash}>{`${tx.description}: ${tx.callsId ?? tx.hash}`}</li>
        ))}
      </ul>
    </>
  )
}

async function run(features: MockFeatures, variables: UseSendCallsVariables) {
  renderWithKit(
    <>
      <ConnectButton />
      <Batch variables={variables} />
    </>,
    { wallets: [mockWallet(features)] },
  )
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet' }))
  await screen.findByRole('button', { name: /^Account / })
  await userEvent.click(screen.getByRole('button', { name: 'Send a batch' }))
}

const calls = [
  { to: YOU, value: 1n },
  { to: YOU, value: 2n },
]

describe('given a wallet with EIP-5792', () => {
  it('sends one batch and records it in Recent Transactions', async () => {
    const sent: unknown[] = []
    await run(
      {
        answer: {
          wallet_getCapabilities: () => ({ '0x1': { atomic: { status: 'supported' } } }),
          wallet_sendCalls: (params) => {
            sent.push(params?.[0])
            return { id: 'bundle-h' }
          },
          wallet_getCallsStatus: () => ({ id: 'bundle-h', chainId: '0x1', status: 100 }),
        },
      },
      { calls, description: 'Approve and swap', atomicRequired: true },
    )
    expect(await screen.findByText('Approve and swap: bundle-h')).toBeTruthy()
    expect(screen.getByRole('status', { name: 'status' }).textContent).toBe('success')
    expect(sent).toEqual([
      expect.objectContaining({ from: ACCOUNT, atomicRequired: true, chainId: '0x1' }),
    ])
  })
})

describe('given a wallet without EIP-5792', () => {
  it('refuses an atomic request in words, and records nothing', async () => {
    await run({}, { calls, description: 'Approve and swap', atomicRequired: true })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your wallet cannot send these calls as one atomic batch on this network',
    )
    expect(within(screen.getByRole('list', { name: 'recent' })).queryAllByRole('listitem')).toEqual(
      [],
    )
  })

  it('names the call that failed and the calls not sent', async () => {
    // The mock wallet has no eth_sendTransaction: the first call fails to send.
    await run({}, { calls, description: 'Approve and swap' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Call 1 of 2 failed · Not sent: call 2',
    )
  })
})
