const SIWE_NONCE = /^[A-Za-z0-9]{8,}$/

/** EIP-4361: a nonce is at least 8 ASCII letters and digits. */
export function isSiweNonce(value: unknown): value is string {
  return typeof value === 'string' && SIWE_NONCE.test(value)
}
