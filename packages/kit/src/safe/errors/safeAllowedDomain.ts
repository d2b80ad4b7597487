// Thrown while the config is read, so it is in the first render: in its own module, the rest of
// the Safe errors (safe.ts) stay out of it.
import { BaseError } from '../../errors/base'

export type InvalidSafeAllowedDomainErrorType = InvalidSafeAllowedDomainError & {
  name: 'InvalidSafeAllowedDomainError'
}
/**
 * A Safe App host entry (`safeAllowedDomains`, safeWallet's `allowedDomains`) that is neither an
 * origin string nor a RegExp anchored from `^` to `$` with no top-level `|`. An unanchored one
 * (`/app.safe.global/`) would let `https://app.safe.global.evil.example` frame the app and answer
 * as the Safe.
 */
export class InvalidSafeAllowedDomainError extends BaseError {
  override name = 'InvalidSafeAllowedDomainError' as const
  readonly domain: string
  constructor(domain: string, reason: string) {
    super(`Safe allowed domain ${domain} ${reason}`)
    this.domain = domain
  }
}
