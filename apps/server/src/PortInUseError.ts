// A taken port, said plainly: which port, on which host, and which variable moves it. The server's
// own class (the same message as @gatehouse/testkit's, which `npm start` prints for the chains'
// ports too), so a production install of this server does not pull in the test kit and its
// WalletConnect stack for one error class (issue 24).
export class PortInUseError extends Error {
  override name = 'PortInUseError' as const
  readonly port: number
  readonly variable: string

  constructor({
    port,
    variable,
    host = '127.0.0.1',
  }: { port: number; variable: string; host?: string }) {
    super(
      `Port ${port} is already in use on ${host}. Stop whatever holds it, or set ${variable} to another port.`,
    )
    this.port = port
    this.variable = variable
  }
}
