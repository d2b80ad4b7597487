// The demo's test token: the ERC-20 the local stack places on every chain (@gatehouse/testkit's
// TEST_TOKEN; e2e/watchAsset.spec.ts checks the two agree), with a logo the demo serves itself.
// Only the local stack has it, so only a local-stack build offers to add it.
import type { WatchAssetParameters } from '@gatehouse/kit'

export const DEMO_TOKEN_AVAILABLE = import.meta.env.VITE_LOCAL_STACK === 'true'

export const DEMO_TOKEN = {
  address: '0x7E57000000000000000000000000000000000020',
  symbol: 'GHT',
  decimals: 6,
  /** Served from apps/demo/public, on the demo's own origin. */
  imagePath: '/tokens/ght.svg',
} as const

/** What wallet_watchAsset gets: the image as an absolute URL on the page's origin. */
export function demoTokenAsset(origin: string): WatchAssetParameters {
  const { address, symbol, decimals, imagePath } = DEMO_TOKEN
  return {
    type: 'ERC20',
    options: { address, symbol, decimals, image: new URL(imagePath, origin).href },
  }
}
