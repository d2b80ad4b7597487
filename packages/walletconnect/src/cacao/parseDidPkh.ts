// A CACAO's issuer: `did:pkh:` and a CAIP-10 account (did:pkh method spec), here only eip155's,
// the one namespace wallet authentication signs for. The address is kept as written: EIP-55 or
// not, it is what the wallet put in the signed message.
const DID_PKH_EIP155 = /^did:pkh:(eip155:[1-9][0-9]{0,31}):(0x[0-9a-fA-F]{40})$/

export type DidPkh = {
  /** CAIP-2 (`eip155:1`). */
  chainId: string
  /** The chain's reference (`1`), as the message's `Chain ID` writes it. */
  reference: string
  address: `0x${string}`
}

export function parseDidPkh(iss: unknown): DidPkh | undefined {
  if (typeof iss !== 'string') return undefined
  const match = DID_PKH_EIP155.exec(iss)
  if (!match?.[1] || !match[2]) return undefined
  const chainId = match[1]
  return {
    chainId,
    reference: chainId.slice('eip155:'.length),
    address: match[2] as `0x${string}`,
  }
}
