import { BaseError } from './base'

export type CacaoErrorType = CacaoError & { name: 'CacaoError' }

/**
 * Which check a CACAO failed: its shape (`malformed`), its issuer (`issuer`: not a did:pkh
 * account, or on a chain the request did not offer), a field that differs from what was asked
 * (`domain`, `audience`, `nonce`, `payload` for the others), its time window (`expired`,
 * `notYetValid`), its ReCap (`recap`), or its signature (`signature`).
 */
export type CacaoProblem =
  | 'malformed'
  | 'issuer'
  | 'domain'
  | 'audience'
  | 'nonce'
  | 'payload'
  | 'expired'
  | 'notYetValid'
  | 'recap'
  | 'signature'

/** A signed CACAO (wallet authentication's answer) that cannot be accepted, and why. */
export class CacaoError extends BaseError {
  override name = 'CacaoError' as const
  readonly problem: CacaoProblem

  constructor(message: string, options: { problem: CacaoProblem; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.problem = options.problem
  }
}
