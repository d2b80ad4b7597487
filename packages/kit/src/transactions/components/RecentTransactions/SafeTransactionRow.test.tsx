// @vitest-environment jsdom
// A Safe transaction's row: "n of m confirmations" while the owners sign (never a /tx/ link for
// the safeTxHash), the executed hash linked to the explorer with the receipt's verdict, a
// cancelled one without confirmations and with its own icon (not the failed cross), and a lookup
// error shown in words. The live lifecycle (host, tracker, reload) is covered by e2e/safe.spec.ts.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageContext, type LanguageContextValue } from '../../../context/LanguageContext'
import en from '../../../i18n/en.json'
import { createTranslate } from '../../../i18n/translate'
import type { SafeTransactionInfo, Transaction } from '../../core/transactionStore'
import { SafeTransactionRow } from './SafeTransactionRow'

afterEach(cleanup)

const safeTxHash = `0x${'5a'.repeat(32)}` as const
const txHash = `0x${'e0'.repeat(32)}` as const
const explorer = { name: 'Etherscan', url: 'https://etherscan.io/' }

function renderRow(status: Transaction['status'], safe: SafeTransactionInfo) {
  const transaction: Transaction = {
    hash: safeTxHash,
    description: 'Pay the team',
    confirmations: 1,
    status,
    safe,
  }
  const value = { t: createTranslate(en) } as unknown as LanguageContextValue
  return render(
    <LanguageContext.Provider value={value}>
      <SafeTransactionRow transaction={transaction} safe={safe} explorer={explorer} />
    </LanguageContext.Provider>,
  )
}

describe('given a Safe transaction waiting for its owners', () => {
  it('shows n of m confirmations and no link for the safeTxHash', () => {
    renderRow('pending', {
      status: 'AWAITING_CONFIRMATIONS',
      confirmations: 1,
      confirmationsRequired: 2,
    })
    expect(screen.getByText('Awaiting confirmations · 1 of 2 confirmations')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Pending' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it.each([
    ['notFound', 'Status not available: the Safe service does not know this transaction'],
    ['unreachable', 'Status not available: the Safe service cannot be reached'],
    ['invalidResponse', 'Status not available: the Safe service sent an unreadable answer'],
  ] as const)('shows a %s lookup error in words, keeping the status', (error, text) => {
    const { container } = renderRow('pending', {
      status: 'AWAITING_EXECUTION',
      confirmations: 2,
      confirmationsRequired: 2,
      error,
    })
    expect(screen.getByText('Awaiting execution · 2 of 2 confirmations')).toBeTruthy()
    expect(screen.getByText(text)).toBeTruthy()
    expect(container.textContent).not.toContain(error)
  })
})

describe('given an executed Safe transaction', () => {
  it('links the on-chain hash to the explorer and shows the receipt’s verdict', () => {
    renderRow('confirmed', {
      status: 'SUCCESS',
      confirmations: 2,
      confirmationsRequired: 2,
      txHash,
    })
    expect(screen.getByText('Executed · Confirmed')).toBeTruthy()
    const link = screen.getByRole('link', { name: `On-chain transaction ${txHash}` })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${txHash}`)
  })

  it('shows a failed execution as failed', () => {
    const { container } = renderRow('failed', {
      status: 'FAILED',
      confirmations: 2,
      confirmationsRequired: 2,
      txHash,
    })
    expect(screen.getByText('Execution failed · Failed')).toBeTruthy()
    expect(container.querySelector('[data-status="failed"][aria-hidden="true"]')?.textContent).toBe(
      '✕',
    )
    expect(screen.queryByRole('img', { name: 'Cancelled' })).toBeNull()
  })
})

describe('given a cancelled Safe transaction', () => {
  it('says cancelled, without confirmations or a hash', () => {
    renderRow('failed', { status: 'CANCELLED', confirmations: 1, confirmationsRequired: 2 })
    expect(screen.getByText('Cancelled')).toBeTruthy()
    expect(screen.queryByText(/confirmations/)).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('has its own icon, named Cancelled, not the failed cross', () => {
    const { container } = renderRow('failed', {
      status: 'CANCELLED',
      confirmations: 1,
      confirmationsRequired: 2,
    })
    const icon = screen.getByRole('img', { name: 'Cancelled' })
    expect(icon.dataset.status).toBe('cancelled')
    expect(icon.textContent).not.toContain('✕')
    expect(container.textContent).not.toContain('✕')
    expect(container.querySelector('[data-status="failed"]')).toBeNull()
  })
})
