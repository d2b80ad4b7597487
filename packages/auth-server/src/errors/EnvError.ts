// An environment variable read by fromEnv is missing or invalid: the message starts with its name.
import { BaseError } from './base'

export class EnvError extends BaseError {
  override name = 'EnvError' as const
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`)
  }
}
