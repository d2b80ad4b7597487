// The demo's token against the one the local stack deploys, and the wallet_watchAsset parameters
// built from it (the logo on the page's own origin).
import { TEST_TOKEN } from '@gatehouse/testkit'
import { expect, test } from 'vitest'
import { DEMO_TOKEN, demoTokenAsset } from './demoToken'

test('behavior: the demo token is the testkit token the local chains carry', () => {
  expect({
    address: DEMO_TOKEN.address,
    symbol: DEMO_TOKEN.symbol,
    decimals: DEMO_TOKEN.decimals,
  }).toEqual({
    address: TEST_TOKEN.address,
    symbol: TEST_TOKEN.symbol,
    decimals: TEST_TOKEN.decimals,
  })
})

test('behavior: the image is the logo on the page origin', () => {
  expect(demoTokenAsset('http://127.0.0.1:3000')).toEqual({
    type: 'ERC20',
    options: {
      address: TEST_TOKEN.address,
      symbol: 'GHT',
      decimals: 6,
      image: 'http://127.0.0.1:3000/tokens/ght.svg',
    },
  })
})
