// The demo's kit props from its address: each is taken only when the kit would accept it.
import { describe, expect, test } from 'vitest'
import { kitOptionsFromUrl } from './kitOptionsFromUrl'

const configured = { chainIds: [1, 137], walletIds: ['metaMask', 'rainbow'] }

describe('kitOptionsFromUrl', () => {
  test('behavior: no parameters leave every prop to the kit', () => {
    expect(kitOptionsFromUrl('', configured)).toEqual({
      accountStatus: undefined,
      initialChain: undefined,
      walletButtons: [],
    })
  })

  test('behavior: reads accountStatus, initialChain and the wallet buttons', () => {
    expect(
      kitOptionsFromUrl(
        '?accountStatus=avatar&initialChain=137&walletButton=metamask,rainbow',
        configured,
      ),
    ).toEqual({
      accountStatus: 'avatar',
      initialChain: 137,
      walletButtons: ['metaMask', 'rainbow'],
    })
  })

  test('behavior: walletButton may repeat; duplicates count once', () => {
    expect(
      kitOptionsFromUrl(
        '?walletButton=rainbow&walletButton=metaMask&walletButton=RAINBOW',
        configured,
      ).walletButtons,
    ).toEqual(['rainbow', 'metaMask'])
  })

  test('error: values the kit would reject are ignored', () => {
    expect(
      kitOptionsFromUrl('?accountStatus=huge&initialChain=10&walletButton=phantom', configured),
    ).toEqual({ accountStatus: undefined, initialChain: undefined, walletButtons: [] })
    expect(kitOptionsFromUrl('?initialChain=', configured).initialChain).toBeUndefined()
  })
})
