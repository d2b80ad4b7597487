// A configuration variable is missing or invalid: the message starts with the variable's name.
export class EnvError extends Error {
  override name = 'EnvError' as const
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`)
  }
}
