// @gatehouse/siwe's base error (after viem's `errors/base.ts`): every error this package throws
// extends it, so a caller tells them from anything else with one `instanceof` and branches on the
// literal `name`. Messages stay single-line: they are for developers and logs.

/** An error with a literal `name`, the shape every `XErrorType` narrows to. */
export type ErrorType<name extends string = 'Error'> = Error & { name: name }

export type BaseErrorType = BaseError & { name: 'GatehouseSiweError' }
export class BaseError extends Error {
  override name = 'GatehouseSiweError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}
