// @vitest-environment jsdom
// A transaction whose nonce went to another one: a speed-up reads Confirmed (sped up) with the
// mined hash linked; a cancel reads Cancelled with its own sign (not the failed cross); another
// transaction reads Failed (replaced). Each reason has its own words in every locale. The
// waits on a real chain: actions/waitForReceipt.anvil.test.ts.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageContext, type LanguageContextValue } from '../../../context/LanguageContext'
import en from '../../../i18n/en.json'
import { SUPPORTED_LOCALES } from '../../../i18n/locales'
import { createTranslate } from '../../../i18n/translate'
import type { HashTransaction, ReplacementInfo } from '../../core/transactionTypes'
import { ReplacedTransactionRow } from './ReplacedTransactionRow'

afterEach(cleanup)

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const explorer = { name: 'Etherscan', url: 'https://etherscan.io/' }

function renderRow(status: HashTransaction['status'], replaced: ReplacementInfo) {
  const transaction: HashTransaction = {
    hash: hashOf(1),
    description: 'Send 1 ETH',
    confirmations: 1,
    status,
    replaced,
  }
  const value = { t: createTranslate(en) } as unknown as LanguageContextValue
  return render(
    <LanguageContext.Provider value={value}>
      <ReplacedTransactionRow transaction={transaction} replaced={replaced} explorer={explorer} />
    </LanguageContext.Provider>,
  )
}

describe('given a replaced transaction', () => {
  it('shows a speed-up as confirmed, linked to the hash that was mined', () => {
    renderRow('confirmed', { reason: 'repriced', hash: hashOf(2) })
    expect(screen.getByText('Confirmed · Sped up in the wallet')).toBeTruthy()
    expect(screen.getByRole('link', { name: `Mined as ${hashOf(2)}` }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${hashOf(2)}`,
    )
  })

  it('shows a cancel as cancelled with its own sign, never as failed', () => {
    renderRow('failed', { reason: 'cancelled', hash: hashOf(3) })
    expect(screen.getByText('Cancelled · Cancelled in the wallet')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Cancelled' })).toBeTruthy()
    expect(screen.queryByText(/Failed/)).toBeNull()
  })

  it('shows another transaction in the nonce as a failed replacement', () => {
    renderRow('failed', { reason: 'replaced', hash: hashOf(4) })
    expect(screen.getByText('Failed · Replaced by another transaction')).toBeTruthy()
    expect(screen.getByRole('link', { name: `Mined as ${hashOf(4)}` })).toBeTruthy()
  })
})

describe('in every locale the kit ships', () => {
  const KEYS = [
    'transactions.replaced.repriced',
    'transactions.replaced.cancelled',
    'transactions.replaced.replaced',
  ]
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s names the three reasons differently, and cancelled is not failed',
    (locale) => {
      const file = path.join(import.meta.dirname, '../../../i18n/locales', `${locale}.json`)
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
      expect(new Set(KEYS.map((key) => catalogue[key])).size).toBe(KEYS.length)
      expect(catalogue['transactions.status.cancelled']).not.toBe(
        catalogue['transactions.status.failed'],
      )
    },
  )
})
