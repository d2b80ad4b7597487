/** How long the wallet waits for the Verify server before the request shows as `unknown`. */
export const VERIFY_RESOLVE_TIMEOUT_MS = 3_000

/**
 * Before the wallet asks a second time: the dapp registers as it sends, and a request can arrive
 * (a relay hop) before its registration has reached the Verify server.
 */
export const VERIFY_RESOLVE_RETRY_MS = 500

/** How long the dapp waits for the Verify enclave's frame to load before it posts anyway. */
export const VERIFY_ENCLAVE_LOAD_TIMEOUT_MS = 5_000

/** The sign methods whose requests the dapp attests and the wallet checks: those a person approves. */
export const VERIFIED_METHODS: ReadonlySet<string> = new Set([
  'wc_sessionPropose',
  'wc_sessionAuthenticate',
  'wc_sessionRequest',
])
