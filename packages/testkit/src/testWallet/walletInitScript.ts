// Runs in the page (serialised by page.addInitScript), so it must be self-contained: no imports,
// no closures over module scope. It announces an EIP-1193 provider through EIP-6963 and forwards
// every request to the Node side through the exposed binding.
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }

export type WalletInitArgs = {
  info: WalletInfo
  /** Name of the page.exposeFunction binding that answers requests. */
  binding: string
  /** Name of the window function the Node side calls (page.evaluate) to emit provider events. */
  emitter: string
  injectWindowEthereum: boolean
  /** Extra `is…` flags set on the provider object, e.g. { isMetaMask: true }. */
  providerFlags?: ProviderFlags
}

/** Boolean `is…` flags on an EIP-1193 provider object (isMetaMask, isRabby, …). */
export type ProviderFlags = Readonly<Record<`is${string}`, boolean>>

/** What the binding returns: exposeFunction drops an Error's `code`, so errors travel as data. */
export type WalletReply = {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export function walletInitScript({
  info,
  binding,
  emitter,
  injectWindowEthereum,
  providerFlags = {},
}: WalletInitArgs) {
  type Listener = (arg: unknown) => void
  type Request = { method: string; params?: readonly unknown[] | object }
  const globals = window as unknown as Record<string, unknown>
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    isTestWallet: true,
    async request({ method, params }: Request): Promise<unknown> {
      const send = globals[binding] as (request: {
        method: string
        params: unknown
      }) => Promise<WalletReply>
      const reply = await send({ method, params: params ?? [] })
      if (reply.error) {
        const { code, message, data } = reply.error
        throw Object.assign(new Error(message), { code, data })
      }
      return reply.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  // Only `is…` booleans: a flag never replaces request, on or removeListener.
  for (const [flag, value] of Object.entries(providerFlags)) {
    if (/^is[A-Z]/.test(flag) && typeof value === 'boolean') {
      ;(provider as Record<string, unknown>)[flag] = value
    }
  }
  globals[emitter] = (event: string, arg: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(arg)
  }
  if (injectWindowEthereum) globals.ethereum = provider
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
