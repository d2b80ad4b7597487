// The ids RainbowKit 2.2.11 gives wallets whose Gatehouse id differs: each is an alias, so
// `<WalletButton wallet="coinbaseWallet" />` written for RainbowKit still finds the wallet.
import { expect, test } from 'vitest'
import { base } from './base/base'
import { coinbaseWallet } from './coinbaseWallet/coinbaseWallet'

test('behavior: RainbowKit’s coinbaseWallet and baseAccount ids are aliases', () => {
  expect(coinbaseWallet()).toMatchObject({ id: 'coinbase', aliases: ['coinbaseWallet'] })
  expect(base()).toMatchObject({ id: 'base', aliases: ['baseAccount'] })
})
