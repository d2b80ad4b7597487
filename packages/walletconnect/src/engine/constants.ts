// The sign engine's timings and limits: the spec's where it gives one, ours (with why) elsewhere.

/** A settled session lives 7 days, and an extension reaches at most 7 days ahead (sign spec). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60

/**
 * An envelope longer than this (characters) is dropped unread. Large enough for any transaction
 * a node accepts (128 KB of calldata, hex in JSON, sealed, base64: about 350 000), far below what
 * would make decrypting and parsing it a way to stall the page.
 */
export const SIGN_MAX_MESSAGE_LENGTH = 500_000

/** How many recent request ids the engine remembers to drop a replayed request. */
export const SIGN_RECENT_REQUESTS = 1_000

/** Storage keys start with this and the role, so a dapp and a wallet can share one storage. */
export const SIGN_STORAGE_PREFIX = 'gatehouse-walletconnect'

/** setTimeout's largest delay; longer waits (a 30-day pairing) are re-armed when it fires. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1
