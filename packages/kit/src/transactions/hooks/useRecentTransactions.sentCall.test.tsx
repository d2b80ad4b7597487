// @vitest-environment jsdom
// useAddRecentTransaction keeps what the app's wagmi send of that hash was sent to do (found in
// the TanStack Query mutation cache), so a speed-up is recognised even when the node forgets the
// original before the tracker reads it; a hash no send returned gets nothing. What the tracker
// does with it on a real chain: actions/waitForReceipt.forgotten.anvil.test.ts.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { keccak256, parseEther } from 'viem'
import { afterEach, expect, test } from 'vitest'
import { connect } from 'wagmi/actions'
import { ConnectButton } from '../../components/ConnectButton/ConnectButton'
import { useStores } from '../../context/StoresContext'
import { ACCOUNT, mockWallet, renderWithKit } from '../../test/renderWithKit'
import type { NewTransaction, TransactionStore } from '../core/transactionStore'
import { useAddRecentTransaction } from './useRecentTransactions'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const SENT = `0x${'ab'.repeat(32)}` as const
const OTHER = `0x${'cd'.repeat(32)}` as const
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

test('behavior: the call of the app’s send is kept with the entry; another hash gets none', async () => {
  const seen: { add?: (tx: NewTransaction) => void; store?: TransactionStore } = {}
  function Probe() {
    seen.add = useAddRecentTransaction()
    seen.store = useStores().transactions
    return null
  }
  const { config, queryClient } = renderWithKit(
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
  // What wagmi's useSendTransaction leaves in the cache once the wallet returned the hash.
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: ['sendTransaction'],
    mutationFn: async () => SENT,
  })
  await act(() => mutation.execute({ to: TO, value: parseEther('0.001') }))

  act(() => {
    seen.add!({ hash: OTHER, description: 'Not from a send' })
    seen.add!({ hash: SENT, description: 'Pay' })
  })
  const entry = (hash: string) =>
    seen.store?.getTransactions(ACCOUNT, 1).find((tx) => tx.hash === hash)
  await waitFor(() =>
    expect(entry(SENT)?.call).toEqual({
      to: TO,
      value: parseEther('0.001').toString(),
      inputHash: keccak256('0x'),
    }),
  )
  expect(entry(OTHER)).toBeDefined()
  expect(entry(OTHER)?.call).toBeUndefined()
})
