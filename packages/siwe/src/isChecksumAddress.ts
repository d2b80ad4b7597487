import { type Address, checksumAddress, isAddress } from 'viem'

/** `0x` and 40 hex digits in exactly their EIP-55 mixed-case form (all-lowercase is refused). */
export function isChecksumAddress(value: unknown): value is Address {
  return (
    typeof value === 'string' &&
    isAddress(value, { strict: false }) &&
    checksumAddress(value) === value
  )
}
