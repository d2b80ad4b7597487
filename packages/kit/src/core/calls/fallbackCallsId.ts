// viem's sendCalls falls back to one eth_sendTransaction per call when a wallet lacks
// wallet_sendCalls (`experimental_fallback`), and returns an id no wallet knows: the calls'
// hashes (zeros for a call the wallet refused), the chain id, then a magic suffix. Such a batch
// is followed through the receipts of those hashes instead of the wallet.

const MAGIC = '5792579257925792579257925792579257925792579257925792579257925792'
const NOT_SENT = '0'.repeat(64)
const WORD = 64

export type FallbackCalls = {
  chainId: number
  /** One per call, in order; undefined for a call that was not sent. */
  hashes: ReadonlyArray<`0x${string}` | undefined>
}

/** The parts of a viem fallback id, or undefined when `callsId` is not one. */
export function decodeFallbackCallsId(callsId: string): FallbackCalls | undefined {
  if (!/^0x[0-9a-fA-F]+$/.test(callsId)) return undefined
  const hex = callsId.slice(2).toLowerCase()
  if (!hex.endsWith(MAGIC) || hex.length % WORD !== 0 || hex.length < 3 * WORD) return undefined
  const chainId = Number.parseInt(hex.slice(-2 * WORD, -WORD), 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  const words = hex.slice(0, -2 * WORD).match(/.{64}/g) ?? []
  return {
    chainId,
    hashes: words.map((word) => (word === NOT_SENT ? undefined : (`0x${word}` as const))),
  }
}

/** The id viem's fallback would give these transactions (undefined: a call that was not sent). */
export function encodeFallbackCallsId(calls: FallbackCalls): string {
  const words = calls.hashes.map((hash) => (hash === undefined ? NOT_SENT : hash.slice(2)))
  const chain = calls.chainId.toString(16).padStart(WORD, '0')
  return `0x${[...words, chain, MAGIC].join('')}`
}

type RawReceipt = { transactionHash: `0x${string}`; status: '0x1' | '0x0' }

/**
 * The EIP-5792 status code of a fallback batch from its receipts (null: not mined yet): pending
 * while any sent call waits, confirmed when every call was sent and succeeded, reverted when none
 * took effect, partly reverted otherwise.
 */
export function fallbackStatusCode(
  calls: FallbackCalls,
  receipts: ReadonlyArray<RawReceipt | null | undefined>,
): number {
  const sent = receipts.filter((receipt): receipt is RawReceipt | null => receipt !== undefined)
  if (sent.some((receipt) => receipt === null)) return 100
  const mined = sent.filter((receipt): receipt is RawReceipt => receipt !== null)
  const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
  if (succeeded === calls.hashes.length) return 200
  if (succeeded === 0) return 500
  return 600
}
