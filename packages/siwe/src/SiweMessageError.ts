/**
 * A SIWE message, or the fields for one, is not in the canonical form. The message says which rule
 * failed; it is for developers and logs, never for responses.
 */
export class SiweMessageError extends Error {
  override name = 'SiweMessageError' as const
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}
