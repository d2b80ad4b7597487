// A taken port is the most common start-up failure (a stale node from an aborted run, a second
// `npm start`): say which port, what it was for, and which variable moves it. The one class for
// it in the repository: apps/server's listen() throws it too (through @gatehouse/testkit/config,
// which loads nothing else).
export class PortInUseError extends Error {
  override name = 'PortInUseError' as const
  readonly port: number
  readonly variable: string
  readonly chainId: number | undefined

  constructor({
    port,
    variable,
    chainId,
    host = '127.0.0.1',
  }: { port: number; variable: string; chainId?: number; host?: string }) {
    const what = chainId === undefined ? '' : ` (RPC of chain ${chainId})`
    super(
      `Port ${port}${what} is already in use on ${host}. Stop whatever holds it, or set ${variable} to another port.`,
    )
    this.port = port
    this.variable = variable
    this.chainId = chainId
  }
}
