// Listening on a taken port is the usual start-up failure: name the port and the variable.
export class PortInUseError extends Error {
  override name = 'PortInUseError' as const
  constructor(
    readonly port: number,
    readonly host: string,
    readonly variable: string,
  ) {
    super(
      `Port ${port} is already in use on ${host}. Stop whatever holds it, or set ${variable} to another port.`,
    )
  }
}
