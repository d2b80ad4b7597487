/** A safeTxHash (or message hash) the ledger never saw: the gateway answers 404. */
export class UnknownSafeTxError extends Error {
  override name = 'UnknownSafeTxError' as const
  constructor(hash: string) {
    super(`Transaction not found: ${hash}`)
  }
}
