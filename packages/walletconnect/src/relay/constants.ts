// The relay JSON-RPC methods (walletconnect-specs docs/specs/servers/relay/relay-server-rpc.md) and
// the relay client's timings (relay-client-api.md, and our own choices where the spec has none).

export const RELAY_METHODS = {
  publish: 'irn_publish',
  batchPublish: 'irn_batchPublish',
  subscribe: 'irn_subscribe',
  batchSubscribe: 'irn_batchSubscribe',
  unsubscribe: 'irn_unsubscribe',
  batchUnsubscribe: 'irn_batchUnsubscribe',
  subscription: 'irn_subscription',
  fetchMessages: 'irn_fetchMessages',
  batchFetchMessages: 'irn_batchFetchMessages',
} as const

/** relay-client-api: "RelayClient must make three retries before throwing an error". */
export const RELAY_REQUEST_RETRIES = 3

/** How long the client waits for the relay's answer to one request before it counts as failed. */
export const RELAY_REQUEST_TIMEOUT_MS = 10_000

/**
 * After this long without a frame from the relay the client probes it with a request; no answer
 * within RELAY_REQUEST_TIMEOUT_MS and the socket counts as dead (a laptop woken from sleep, a
 * changed network), so it is dropped and reopened. Browsers hide WebSocket pings from scripts, so
 * the probe is a JSON-RPC call. Under the 35 s Node clients allow between pings.
 */
export const RELAY_HEARTBEAT_INTERVAL_MS = 30_000

/** Reconnection backoff: doubling from the first delay to the cap. */
export const RELAY_RECONNECT_FIRST_DELAY_MS = 500
export const RELAY_RECONNECT_MAX_DELAY_MS = 30_000

/** How many recent message ids the client remembers to drop a repeated delivery. */
export const RELAY_DEDUPLICATION_WINDOW = 1_000

/** irn_batchFetchMessages pages ("hasMore") read at most: a relay that never says done is cut off. */
export const RELAY_MAX_FETCH_PAGES = 100

/** A frame longer than this (characters) is dropped unread: hostile or broken, never a message. */
export const RELAY_MAX_FRAME_LENGTH = 1_000_000

/** Reown's relay: where a client given a `projectId` and no `relayUrl` connects. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'
