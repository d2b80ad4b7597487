// @vitest-environment jsdom
// An EIP-5792 batch in Recent Transactions. A row: each status class in its own words (a
// partly reverted batch never reads as confirmed or as plainly failed), each on-chain
// transaction's verdict linked to the explorer, a lookup error in words. Every locale the kit
// ships has distinct words for the five classes. Then the whole path: useAddRecentTransaction
// with a calls id, the tracker asking the mock wallet's wallet_getCallsStatus, and the account
// modal showing the verdict and receipts. Real wallets and chains: e2e (not yet for batches).

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../../components/ConnectButton/ConnectButton'
import { LanguageContext, type LanguageContextValue } from '../../../context/LanguageContext'
import en from '../../../i18n/en.json'
import { SUPPORTED_LOCALES } from '../../../i18n/locales'
import { createTranslate } from '../../../i18n/translate'
import { ACCOUNT, mockWallet, renderWithKit } from '../../../test/renderWithKit'
import type { BatchTransaction, CallsInfo, CallsSequence } from '../../core/transactionTypes'
import { useAddRecentTransaction } from '../../hooks/useRecentTransactions'
import { BatchTransactionRow } from './BatchTransactionRow'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const explorer = { name: 'Etherscan', url: 'https://etherscan.io/' }

function renderRow(calls: CallsInfo, status: BatchTransaction['status'], sequence?: CallsSequence) {
  const transaction: BatchTransaction = {
    callsId: 'bundle-1',
    description: 'Approve and swap',
    confirmations: 1,
    status,
    calls,
    ...(sequence ? { sequence } : {}),
  }
  const value = { t: createTranslate(en) } as unknown as LanguageContextValue
  return render(
    <LanguageContext.Provider value={value}>
      <BatchTransactionRow transaction={transaction} explorer={explorer} />
    </LanguageContext.Provider>,
  )
}

describe('given calls sent one by one', () => {
  const ok = (n: number) => ({ transactionHash: hashOf(n), status: 'success' as const })

  it('shows how many are confirmed while the run goes', () => {
    renderRow({ status: 'pending', receipts: [ok(1)] }, 'pending', {
      total: 3,
      hashes: [hashOf(1), hashOf(2)],
      run: 'r1',
    })
    expect(screen.getByText('1 of 3 confirmed')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Pending' })).toBeTruthy()
  })

  it('shows the call that failed and the calls not sent, with the verdict', () => {
    renderRow(
      {
        status: 'partiallyReverted',
        receipts: [ok(1), { transactionHash: hashOf(2), status: 'reverted' }],
      },
      'failed',
      { total: 4, hashes: [hashOf(1), hashOf(2)], stopped: { index: 2 } },
    )
    expect(screen.getByText('Partly reverted: some calls took effect')).toBeTruthy()
    expect(screen.getByText('Call 2 of 4 failed · Not sent: calls 3 to 4')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Transaction 2 of 2 reverted' })).toBeTruthy()
  })

  it('shows the calls its page had not sent when it went away (a reload mid-run)', () => {
    renderRow({ status: 'pending', receipts: [ok(1)] }, 'pending', {
      total: 3,
      hashes: [hashOf(1)],
      stopped: { index: 2, interrupted: true },
    })
    expect(screen.getByText('1 of 3 confirmed · Not sent: calls 2 to 3')).toBeTruthy()
    expect(screen.queryByText(/failed/)).toBeNull()
  })
})

describe('given a batch row', () => {
  it('shows a pending batch with the loading avatar and no receipt yet', () => {
    renderRow({ status: 'pending', receipts: [] }, 'pending')
    expect(screen.getByRole('img', { name: 'Pending' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it.each([
    ['confirmed', 'confirmed', 'Confirmed'],
    ['failedOffchain', 'failed', 'Failed: nothing was sent on chain'],
    ['reverted', 'failed', 'Reverted: no call took effect'],
    ['partiallyReverted', 'failed', 'Partly reverted: some calls took effect'],
  ] as const)('shows %s in its own words', (callsStatus, status, text) => {
    renderRow({ status: callsStatus, receipts: [] }, status)
    expect(screen.getByText(text)).toBeTruthy()
  })

  it('links each on-chain transaction to the explorer with its verdict', () => {
    renderRow(
      {
        status: 'partiallyReverted',
        receipts: [
          { transactionHash: hashOf(1), status: 'success' },
          { transactionHash: hashOf(2), status: 'reverted' },
        ],
      },
      'failed',
    )
    expect(
      screen.getByRole('link', { name: 'Transaction 1 of 2 succeeded' }).getAttribute('href'),
    ).toBe(`https://etherscan.io/tx/${hashOf(1)}`)
    expect(
      screen.getByRole('link', { name: 'Transaction 2 of 2 reverted' }).getAttribute('href'),
    ).toBe(`https://etherscan.io/tx/${hashOf(2)}`)
  })

  it.each([
    ['unreachable', 'Status not available: the wallet did not answer'],
    ['invalidResponse', 'Status not available: the wallet sent an unreadable answer'],
    ['otherChain', 'Status not available: the wallet answered for another network'],
    ['wentBack', 'The wallet changed its answer; its first answer is kept'],
  ] as const)('shows a %s lookup error in words, still pending', (error, text) => {
    renderRow({ status: 'pending', receipts: [], error }, 'pending')
    expect(screen.getByText(text)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Pending' })).toBeTruthy()
  })
})

describe('in every locale the kit ships', () => {
  const KEYS = [
    'transactions.status.pending',
    'transactions.status.confirmed',
    'transactions.calls.status.failed_offchain',
    'transactions.calls.status.reverted',
    'transactions.calls.status.partially_reverted',
  ]
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s gives the five batch statuses five different words',
    (locale) => {
      const file = path.join(import.meta.dirname, '../../../i18n/locales', `${locale}.json`)
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
      const words = KEYS.map((key) => catalogue[key])
      expect(words.every((word) => typeof word === 'string' && word !== '')).toBe(true)
      expect(new Set(words).size).toBe(KEYS.length)
    },
  )
})

function SendBatch({ callsId }: { callsId: string }) {
  const add = useAddRecentTransaction()
  return (
    <button type="button" onClick={() => add({ callsId, description: 'Approve and swap' })}>
      Record batch
    </button>
  )
}

describe('given a batch recorded with useAddRecentTransaction', () => {
  it('follows wallet_getCallsStatus and shows the verdict with each receipt', async () => {
    const asked: unknown[] = []
    const wallet = mockWallet({
      answer: {
        wallet_getCallsStatus: (params) => {
          asked.push(params?.[0])
          return {
            version: '2.0.0',
            id: 'bundle-9',
            chainId: '0x1',
            atomic: false,
            status: 600,
            receipts: [
              { transactionHash: hashOf(1), status: '0x1' },
              { transactionHash: hashOf(2), status: '0x0' },
            ],
          }
        },
      },
    })
    renderWithKit(
      <>
        <ConnectButton />
        <SendBatch callsId="bundle-9" />
      </>,
      { wallets: [wallet] },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Record batch' }))
    await userEvent.click(await screen.findByRole('button', { name: /^Account / }))
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    const section = within(dialog).getByRole('region', { name: 'Recent Transactions' })
    expect(await within(section).findByText('Partly reverted: some calls took effect')).toBeTruthy()
    expect(
      within(section)
        .getByRole('link', { name: 'Transaction 2 of 2 reverted' })
        .getAttribute('href'),
    ).toBe(`https://etherscan.io/tx/${hashOf(2)}`)
    expect(asked).toEqual(['bundle-9'])
    expect(within(section).queryByText('Confirmed')).toBeNull()
    const stored = JSON.parse(localStorage.getItem('gatehouse.transactions') ?? '{}')
    expect(stored[ACCOUNT.toLowerCase()][1][0]).toMatchObject({
      callsId: 'bundle-9',
      status: 'failed',
      calls: { status: 'partiallyReverted' },
    })
  })

  it('throws at once for a malformed calls id', async () => {
    let add: ReturnType<typeof useAddRecentTransaction> | undefined
    function Probe() {
      add = useAddRecentTransaction()
      return null
    }
    renderWithKit(
      <>
        <ConnectButton />
        <Probe />
      </>,
      { wallets: [mockWallet({})] },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet' }))
    await screen.findByRole('button', { name: /^Account / })
    expect(() => act(() => add?.({ callsId: 'not a calls id', description: 'x' }))).toThrow(
      expect.objectContaining({ name: 'InvalidCallsIdError' }),
    )
  })
})
