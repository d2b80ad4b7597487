// @vitest-environment jsdom
// The public transaction hooks while the store's code is still loading (#18): the code is held
// back here (its module waits on a gate), so the test sees the window a slow network gives. A
// transaction stored by an earlier visit shows once the code arrives (a broken entry beside it
// dropped), a transaction added meanwhile is not lost, and an invalid one still throws at once.
// The stand-in itself is unit-tested in core/lazyTransactionStore.test.ts; reload and tracking
// against a real chain in e2e/account.spec.ts.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from 'wagmi/actions'
import { ConnectButton } from '../../components/ConnectButton/ConnectButton'
import { ACCOUNT, mockWallet, renderWithKit } from '../../test/renderWithKit'
import type { NewTransaction, Transaction } from '../core/transactionStore'
import { transactionStoreCode } from '../transactionStoreCode'
import { useAddRecentTransaction, useRecentTransactions } from './useRecentTransactions'

const gate = vi.hoisted(() => {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open: () => open() }
})
vi.mock('../browserTransactionStore', async (importOriginal) => {
  await gate.opened
  return importOriginal()
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

describe('given a transaction stored by an earlier visit, and the store’s code still loading', () => {
  it('shows it once the code arrives, with one added meanwhile; an invalid one throws at once', async () => {
    localStorage.setItem(
      'gatehouse.transactions',
      JSON.stringify({
        [ACCOUNT.toLowerCase()]: {
          1: [
            {
              hash: hashOf(1),
              description: 'From the last visit',
              confirmations: 1,
              status: 'confirmed',
            },
            { hash: 'broken', description: 'Dropped', confirmations: 1, status: 'pending' },
          ],
        },
      }),
    )
    const seen: { add?: (tx: NewTransaction) => void; list?: readonly Transaction[] } = {}
    function Probe() {
      seen.add = useAddRecentTransaction()
      seen.list = useRecentTransactions()
      return null
    }
    const { config } = renderWithKit(
      <>
        <ConnectButton />
        <Probe />
      </>,
      { wallets: [mockWallet({})] },
    )
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! })
    })
    await screen.findByRole('button', { name: /^Account 0x/ })

    expect(transactionStoreCode.loaded()).toBeUndefined()
    expect(seen.list).toEqual([])
    expect(() => seen.add!({ hash: '0x12', description: 'Invalid' })).toThrowError(
      expect.objectContaining({ name: 'InvalidTransactionHashError' }),
    )
    act(() => seen.add!({ hash: hashOf(2), description: 'Sent before the code' }))
    expect(seen.list).toEqual([])

    gate.open()
    await waitFor(() =>
      expect(seen.list?.map((tx) => tx.description)).toEqual([
        'Sent before the code',
        'From the last visit',
      ]),
    )
    expect(localStorage.getItem('gatehouse.transactions')).toContain(hashOf(2))
  })
})
