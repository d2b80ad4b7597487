// The network icon set: one lazily loaded module (kept out of the first render), fetched in idle
// time with the wallet icons. Marks from @web3icons/core (MIT), in their square "background"
// variant; ChainIcon rounds them. Testnets wear their network's mark, as in RainbowKit.
import apechain from '@web3icons/core/svgs/networks/background/apechain.svg.js'
import arbitrumNova from '@web3icons/core/svgs/networks/background/arbitrum-nova.svg.js'
import arbitrumOne from '@web3icons/core/svgs/networks/background/arbitrum-one.svg.js'
import avalanche from '@web3icons/core/svgs/networks/background/avalanche.svg.js'
import base from '@web3icons/core/svgs/networks/background/base.svg.js'
import berachain from '@web3icons/core/svgs/networks/background/berachain.svg.js'
import bsc from '@web3icons/core/svgs/networks/background/binance-smart-chain.svg.js'
import blast from '@web3icons/core/svgs/networks/background/blast.svg.js'
import celo from '@web3icons/core/svgs/networks/background/celo.svg.js'
import ethereum from '@web3icons/core/svgs/networks/background/ethereum.svg.js'
import gnosis from '@web3icons/core/svgs/networks/background/gnosis.svg.js'
import ink from '@web3icons/core/svgs/networks/background/ink.svg.js'
import linea from '@web3icons/core/svgs/networks/background/linea.svg.js'
import mantle from '@web3icons/core/svgs/networks/background/mantle.svg.js'
import optimism from '@web3icons/core/svgs/networks/background/optimism.svg.js'
import polygon from '@web3icons/core/svgs/networks/background/polygon.svg.js'
import ronin from '@web3icons/core/svgs/networks/background/ronin.svg.js'
import scroll from '@web3icons/core/svgs/networks/background/scroll.svg.js'
import sonic from '@web3icons/core/svgs/networks/background/sonic.svg.js'
import unichain from '@web3icons/core/svgs/networks/background/unichain.svg.js'
import worldChain from '@web3icons/core/svgs/networks/background/world.svg.js'
import zksync from '@web3icons/core/svgs/networks/background/zksync.svg.js'
import zora from '@web3icons/core/svgs/networks/background/zora.svg.js'
import { svgDataUrl } from '../../core/svgDataUrl'

const SVG_BY_CHAIN_ID: Readonly<Record<number, string>> = {
  1: ethereum,
  11155111: ethereum, // Sepolia
  17000: ethereum, // Holesky
  560048: ethereum, // Hoodi
  137: polygon,
  80002: polygon, // Amoy
  10: optimism,
  11155420: optimism, // OP Sepolia
  42161: arbitrumOne,
  421614: arbitrumOne, // Arbitrum Sepolia
  42170: arbitrumNova,
  7777777: zora,
  999999999: zora, // Zora Sepolia
  8453: base,
  84532: base, // Base Sepolia
  43114: avalanche,
  43113: avalanche, // Fuji
  56: bsc,
  97: bsc, // BSC testnet
  100: gnosis,
  42220: celo,
  59144: linea,
  59141: linea, // Linea Sepolia
  534352: scroll,
  534351: scroll, // Scroll Sepolia
  81457: blast,
  5000: mantle,
  324: zksync,
  130: unichain,
  1301: unichain, // Unichain Sepolia
  57073: ink,
  763373: ink, // Ink Sepolia
  2020: ronin,
  33139: apechain,
  80094: berachain,
  146: sonic,
  480: worldChain,
}

/** The chain's mark as a data: URL, or '' when the set has none (ChainIcon draws its initial). */
export function networkIconUrl(chainId: number): string {
  const svg = SVG_BY_CHAIN_ID[chainId]
  return svg === undefined ? '' : svgDataUrl(svg)
}

/** The chain ids the set has a mark for. */
export const NETWORK_ICON_CHAIN_IDS: readonly number[] = Object.keys(SVG_BY_CHAIN_ID).map(Number)
