// @vitest-environment jsdom
// Recent Transactions inside the account modal, around wagmi's mock wallet: a status change is
// announced in the section's polite region, and Clear All leaves no region (in the modal or on
// the page) holding a cleared entry's text; a dropped transaction has its own sign and words; a
// batch sent from a Safe shows the Safe's lifecycle, then its executed transaction. Receipts and
// real chains are covered by
// e2e/account.spec.ts; the announcement rule itself by hooks/useStatusAnnouncement.test.tsx.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../../components/ConnectButton/ConnectButton'
import { useStores } from '../../../context/StoresContext'
import { ACCOUNT, mockWallet, renderWithKit } from '../../../test/renderWithKit'
import type { TransactionStore } from '../../core/transactionStore'

afterEach(cleanup)

const HASH = `0x${'ab'.repeat(32)}` as const

/** Renders the kit with a connected mock wallet; returns the provider's transaction store. */
async function connected() {
  const seen: { store?: TransactionStore } = {}
  function StoreProbe() {
    seen.store = useStores().transactions
    return null
  }
  renderWithKit(
    <>
      <ConnectButton />
      <StoreProbe />
    </>,
    { wallets: [mockWallet({})] },
  )
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet' }))
  await screen.findByRole('button', { name: /^Account / })
  return seen.store!
}

describe('given a transaction whose status changed while the account modal is open', () => {
  it('announces the change, and after Clear All no status region holds its text', async () => {
    const store = await connected()
    act(() =>
      store.addTransaction(ACCOUNT, 1, { hash: HASH, description: 'Send 0.001 ETH to yourself' }),
    )
    await userEvent.click(screen.getByRole('button', { name: /^Account / }))
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    const section = within(dialog).getByRole('region', { name: 'Recent Transactions' })
    act(() => store.setTransactionStatus(ACCOUNT, 1, HASH, 'confirmed'))
    expect(within(section).getByRole('status').textContent).toBe(
      'Send 0.001 ETH to yourself: Confirmed',
    )

    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }))
    expect(within(dialog).getByText('Your transactions will appear here...')).toBeTruthy()
    for (const region of within(dialog).queryAllByRole('status'))
      expect(region.textContent).not.toContain('Send 0.001 ETH to yourself')
    // The page's own region (hidden from the tree while the modal is open) is cleared too.
    for (const region of screen.queryAllByRole('status', { hidden: true }))
      expect(region.textContent).not.toContain('Send 0.001 ETH to yourself')
  })
})

describe('given a transaction that left the network without being mined', () => {
  it('shows it dropped with its own sign and words, never as failed, and announces it', async () => {
    const store = await connected()
    act(() => store.addTransaction(ACCOUNT, 1, { hash: HASH, description: 'Pay the rent' }))
    await userEvent.click(screen.getByRole('button', { name: /^Account / }))
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    const section = within(dialog).getByRole('region', { name: 'Recent Transactions' })
    act(() => store.patchTransaction(ACCOUNT, 1, HASH, { status: 'failed', dropped: true }))
    expect(
      within(section).getByText('Dropped · Never mined: the network no longer has it'),
    ).toBeTruthy()
    expect(within(section).getByRole('img', { name: 'Dropped' })).toBeTruthy()
    expect(within(section).queryByText(/Failed/)).toBeNull()
    expect(within(section).getByRole('status').textContent).toBe('Pay the rent: Dropped')
  })
})

describe('given a batch sent from a Safe (its calls id the safeTxHash)', () => {
  // Settled entries, so the kit's tracker leaves them alone; the waiting states are the same
  // SafeTransactionRow's (SafeTransactionRow.test.tsx).
  it('shows it as a Safe transaction: executed with its on-chain hash, or cancelled', async () => {
    const store = await connected()
    const executed = `0x${'e0'.repeat(32)}` as const
    const [sent, cancelled] = [`0x${'5a'.repeat(32)}`, `0x${'5b'.repeat(32)}`] as const
    act(() => {
      store.addTransaction(ACCOUNT, 1, { callsId: sent, description: 'Approve and transfer' })
      store.setSafeTransaction(
        ACCOUNT,
        1,
        sent,
        { status: 'SUCCESS', confirmations: 2, confirmationsRequired: 2, txHash: executed },
        'confirmed',
      )
      store.addTransaction(ACCOUNT, 1, { callsId: cancelled, description: 'Approve and swap' })
      store.setSafeTransaction(
        ACCOUNT,
        1,
        cancelled,
        { status: 'CANCELLED', confirmations: 1, confirmationsRequired: 2 },
        'failed',
      )
    })
    await userEvent.click(screen.getByRole('button', { name: /^Account / }))
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    const section = within(dialog).getByRole('region', { name: 'Recent Transactions' })
    const [swap, transfer] = within(section).getAllByRole('listitem')
    expect(within(transfer!).getByText('Executed · Confirmed')).toBeTruthy()
    expect(
      within(transfer!).getByRole('link', { name: `On-chain transaction ${executed}` }),
    ).toBeTruthy()
    expect(within(swap!).getByText('Cancelled')).toBeTruthy()
    expect(within(swap!).getByRole('img', { name: 'Cancelled' })).toBeTruthy()
  })
})
