// The pairing URI's fixed parts (walletconnect-specs docs/specs/clients/core/pairing/pairing-uri.md).

export const PAIRING_URI_SCHEME = 'wc:'
export const PAIRING_URI_VERSION = 2
/** The relay protocol of WalletConnect's relay network and of every relay this package speaks to. */
export const RELAY_PROTOCOL_IRN = 'irn'
/** An inactive pairing (no peer has answered yet) expires 5 minutes after it is made (pairing spec). */
export const PAIRING_PROPOSAL_TTL_SECONDS = 300

/** What a method name, a relay protocol and relay data may hold, so they need no escaping. */
export const METHOD_NAME = /^[A-Za-z0-9_]+$/
export const RELAY_PROTOCOL_NAME = /^[a-z0-9-]+$/
export const RELAY_DATA = /^(?:[0-9a-f]{2})*$/
