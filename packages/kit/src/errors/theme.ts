// Theme errors: a theme option the kit cannot use fails at setup, never as a broken style.
import { BaseError } from './base'

export type InvalidThemeOptionErrorType = InvalidThemeOptionError & {
  name: 'InvalidThemeOptionError'
}
/** A theme option the kit cannot use: fails at setup, naming the option, never a broken style. */
export class InvalidThemeOptionError extends BaseError {
  override name = 'InvalidThemeOptionError' as const
  constructor(option: string, value: unknown, expected: string) {
    super(`Invalid theme option \`${option}\`: ${JSON.stringify(value)} (expected ${expected})`)
  }
}
