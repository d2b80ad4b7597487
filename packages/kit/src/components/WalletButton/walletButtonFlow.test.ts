// The WalletButton's rules: where a click goes (in place or through the connect modal), what
// each outcome leaves it saying, and how a wallet id finds its option. The component wiring is
// in WalletButton.test.tsx; a real extension and chain in e2e/walletButton.spec.ts.
import { describe, expect, test } from 'vitest'
import en from '../../i18n/en.json'
import enWallets from '../../i18n/en.wallets.json'
import { createTranslate } from '../../i18n/translate'
import type { WalletOption } from '../../wallets/Wallet'
import {
  findWalletOption,
  phaseAfter,
  walletButtonMessage,
  walletButtonRoute,
} from './walletButtonFlow'

const t = createTranslate({ ...en, ...enWallets })
const desktop = { onPhone: false, signIn: false }

describe('walletButtonRoute', () => {
  test('behavior: an installed, ready extension connects in place', () => {
    expect(walletButtonRoute({ ready: true, installed: true }, desktop)).toBe('connect')
  })

  test('behavior: a wallet that is not installed goes to the modal (DOWNLOAD_OPTIONS or CONNECT)', () => {
    expect(walletButtonRoute({ ready: false, installed: false }, desktop)).toBe('modal')
  })

  test('behavior: a ready wallet that is not installed (WalletConnect: a QR code) goes to the modal', () => {
    expect(walletButtonRoute({ ready: true, installed: false }, desktop)).toBe('modal')
  })

  test('behavior: on a phone (deep links) and with sign-in (verify after connecting) the modal leads', () => {
    const installed = { ready: true, installed: true }
    expect(walletButtonRoute(installed, { onPhone: true, signIn: false })).toBe('modal')
    expect(walletButtonRoute(installed, { onPhone: false, signIn: true })).toBe('modal')
  })
})

describe('phaseAfter', () => {
  test('behavior: connected clears; a stale outcome keeps what a newer attempt set', () => {
    expect(phaseAfter('connected', 'connecting')).toBeUndefined()
    expect(phaseAfter('stale', 'connecting')).toBe('connecting')
  })

  test('behavior: a declined request is its own phase, not a failure (§8)', () => {
    expect(phaseAfter('rejected', 'connecting')).toBe('rejected')
  })

  test('behavior: -32002 says a request waits; any other failure (Safe info too) is failed', () => {
    expect(phaseAfter('requestPending', 'connecting')).toBe('requestPending')
    expect(phaseAfter('failed', 'connecting')).toBe('failed')
    expect(phaseAfter('safeInfoUnavailable', 'connecting')).toBe('failed')
    expect(phaseAfter('unreachable', 'connecting')).toBe('failed')
  })
})

describe('walletButtonMessage', () => {
  const say = (phase: Parameters<typeof walletButtonMessage>[0]['phase'], connected = false) =>
    walletButtonMessage({ phase, connected, name: 'MetaMask' }, t)

  test('behavior: each phase in the connect modal words', () => {
    expect(say('connecting')).toBe('Opening MetaMask... Confirm connection in the extension')
    expect(say('failed')).toBe('Connection failed. Please try again.')
    expect(say('rejected')).toBe('The connection request was declined.')
    expect(say('requestPending')).toBe(
      'A request is already waiting in your wallet. Open your wallet to continue.',
    )
  })

  test('behavior: nothing to say when idle; Connected when this wallet is the connected one', () => {
    expect(say(undefined)).toBe('')
    expect(say(undefined, true)).toBe('Connected')
  })
})

describe('findWalletOption', () => {
  const option = (id: string) => ({ id }) as WalletOption
  const options = { wallets: [option('metaMask')], walletsToGet: [option('rainbow')] }

  test('behavior: finds a listed wallet whatever the case of its id', () => {
    expect(findWalletOption(options, 'metamask')?.id).toBe('metaMask')
    expect(findWalletOption(options, 'METAMASK')?.id).toBe('metaMask')
  })

  test('behavior: also a wallet only offered to get (e.g. a phone app, on a desktop)', () => {
    expect(findWalletOption(options, 'rainbow')?.id).toBe('rainbow')
  })

  test('behavior: undefined for a wallet neither list has', () => {
    expect(findWalletOption(options, 'coinbase')).toBeUndefined()
  })
})
