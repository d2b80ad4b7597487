// An option passed to createAuthHandler (or a store factory) is invalid: the message starts with
// the option's name (`rateLimits.nonceIp`, `store.url`), as EnvError starts with the variable's.
import { BaseError } from './base'

export class AuthOptionError extends BaseError {
  override name = 'AuthOptionError' as const
  constructor(
    readonly option: string,
    message: string,
  ) {
    super(`${option}: ${message}`)
  }
}
