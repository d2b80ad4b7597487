// The Sign protocol's data structures (walletconnect-specs docs/specs/clients/sign/
// data-structures.md, rpc-methods.md, namespaces.md; pairing/data-structures.md for Metadata).

/** A participant's description, shown by the peer (pairing data-structures). */
export type Metadata = {
  name: string
  description: string
  url: string
  icons: string[]
  verifyUrl?: string
  redirect?: { native?: string; universal?: string }
}

export type RelayProtocol = { protocol: string; data?: string }

/** What a dapp asks for under one namespace key (`eip155`) or one chain key (`eip155:1`). */
export type ProposalNamespace = { chains?: string[]; methods: string[]; events: string[] }

/** What a wallet grants under one namespace key: CAIP-10 accounts instead of bare chains. */
export type SessionNamespace = {
  chains?: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

export type ProposalNamespaces = Record<string, ProposalNamespace>
export type SessionNamespaces = Record<string, SessionNamespace>

export type Participant = { publicKey: string; metadata: Metadata }

/** wc_sessionPropose params. */
export type SessionProposeParams = {
  relays: RelayProtocol[]
  proposer: Participant
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  sessionProperties?: Record<string, string>
  /** Seconds since the epoch after which the wallet must not answer. */
  expiryTimestamp?: number
}

/** wc_sessionPropose success result: the wallet's key, from which both derive the session key. */
export type SessionProposeResult = { relay: RelayProtocol; responderPublicKey: string }

/** wc_sessionSettle params. */
export type SessionSettleParams = {
  relay: RelayProtocol
  controller: Participant
  namespaces: SessionNamespaces
  sessionProperties?: Record<string, string>
  /** Seconds since the epoch. */
  expiry: number
}

/** wc_sessionRequest params: a CAIP-27 request on one chain. */
export type SessionRequestParams = {
  request: { method: string; params: unknown; expiry?: number }
  chainId: string
}

/** wc_sessionEvent params (`accountsChanged`, `chainChanged`, …). */
export type SessionEventParams = { event: { name: string; data: unknown }; chainId: string }

/** wc_sessionUpdate params. */
export type SessionUpdateParams = { namespaces: SessionNamespaces }

/** wc_sessionExtend and wc_pairingExtend params: the new absolute expiry, in seconds. */
export type ExtendParams = { expiry: number }

/** wc_sessionDelete and wc_pairingDelete params: why (an error code of the specs). */
export type ReasonParams = { code: number; message: string }
