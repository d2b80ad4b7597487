// What the official-dapp test page (officialDappPage.ts, Reown's @walletconnect/sign-client 2.21.8
// in Chromium) offers the Playwright spec that drives it, as window.officialDapp. Everything
// crosses page.evaluate, so every value is plain data: a failure is an outcome, not a throw.

export type PageNamespace = {
  chains?: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** A settled session as the official SDK holds it, reduced to what the spec checks. */
export type PageSession = {
  topic: string
  namespaces: Record<string, PageNamespace>
  peerName: string
  expiry: number
}

/** A settled promise of the SDK: its value, or its error's message and code. */
export type PageOutcome<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; message: string; code?: number }

/** An event the SDK's client emitted, in order (session_event, session_update, session_delete, …). */
export type PageEvent = { name: string; topic?: string; params?: unknown }

/** One CACAO of a one-prompt sign-in, with the message the SDK says was signed. */
export type PageAuth = { iss: string; message: string; signature: string; type: string }

export type PageRequest = {
  topic: string
  chainId: string
  method: string
  params: unknown
  /** Seconds, the SDK's own bound: 300 to 604 800 (it defaults to 300). */
  expiry?: number
}

export type OfficialDappApi = {
  /** SignClient.init on the page's own storage (IndexedDB): a reloaded page gets its sessions back. */
  start(options: { relayUrl: string; projectId: string }): Promise<PageSession[]>
  /** client.connect(): the pairing URI, also shown on the page; approval() waits for the wallet. */
  connect(optionalNamespaces: Record<string, Omit<PageNamespace, 'accounts'>>): Promise<string>
  approval(): Promise<PageOutcome<PageSession>>
  request(request: PageRequest): Promise<PageOutcome>
  /** Sends `request` without waiting: outcome(key) reads 'pending' until it settles. */
  track(key: string, request: PageRequest): void
  outcome(key: string): PageOutcome | 'pending' | undefined
  ping(topic: string): Promise<PageOutcome>
  disconnect(topic: string): Promise<PageOutcome>
  sessions(): PageSession[]
  events(): PageEvent[]
  /** client.authenticate() (wc_sessionAuthenticate): its URI; authenticated() waits for the wallet. */
  authenticate(params: {
    chains: string[]
    domain: string
    uri: string
    nonce: string
    statement?: string
    methods?: string[]
  }): Promise<string>
  authenticated(): Promise<PageOutcome<{ session: PageSession; auths: PageAuth[] }>>
}
