// An environment variable read by fromEnv is missing or invalid: the message starts with its name.
export class EnvError extends Error {
  override name = 'EnvError' as const
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`)
  }
}
