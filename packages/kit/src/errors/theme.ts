import { BaseError } from '../core/errors'

/** A theme option the kit cannot use: fails at setup, naming the option, never a broken style. */
export class InvalidThemeOptionError extends BaseError {
  override name = 'InvalidThemeOptionError' as const
  constructor(option: string, value: unknown, expected: string) {
    super(`Invalid theme option \`${option}\`: ${JSON.stringify(value)} (expected ${expected})`)
  }
}
