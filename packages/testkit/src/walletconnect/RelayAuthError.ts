/** A client's relay-auth JWT was missing or failed a check; the message names which. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError' as const
}
