import type { Cacao } from './CacaoTypes'

/**
 * A CACAO that passed the checks against its request: the message the wallet signed (an
 * EIP-4361 text, ready for a SIWE server), the signature, and who signed it on which chain.
 * `signatureType` `eip1271` (a contract account) was not checked here: only the chain can tell,
 * so the server that receives the message verifies it.
 */
export type VerifiedCacao = {
  cacao: Cacao
  message: string
  signature: `0x${string}`
  signatureType: 'eip191' | 'eip1271'
  address: `0x${string}`
  /** CAIP-2. */
  chainId: string
}
