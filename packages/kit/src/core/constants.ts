// Every number of §9 (and the sizes of §2) lives here, named; nothing retypes them.

/** §9: "Copied!" feedback after Copy Address. */
export const COPIED_FEEDBACK_MS = 1_500
/** §9: recent transactions shown in the account modal. */
export const RECENT_TRANSACTIONS_SHOWN = 3
/** §9: finished transactions kept per account and chain (pending ones are always kept). */
export const MAX_FINISHED_TRANSACTIONS = 10
/** §9: recently used wallets listed first. */
export const RECENT_WALLETS_SHOWN = 3
/** §9: wallets in the GET step. */
export const GET_WALLETS_DESKTOP = 5
export const GET_WALLETS_MOBILE = 3
/** §9, §2: the wide layout becomes compact below this viewport width. */
export const COMPACT_BREAKPOINT_PX = 768
/** §9: ENS names longer than this are truncated. */
export const ENS_NAME_MAX_CHARS = 24
/** §9: an address shows its first and last this many characters (after 0x). */
export const ADDRESS_EDGE_CHARS = 4
/** §9: auto-connect is on (WagmiProvider's reconnectOnMount). */
export const AUTO_CONNECT = true
/** §9: wallet-session default time-out. */
export const WALLET_SESSION_TIMEOUT_MS = 5 * 60 * 1_000
/**
 * §9: a transaction the node no longer knows, with no receipt and nothing waiting in its nonce,
 * is dropped once this many blocks have passed since it went missing… (longer than a private
 * relay keeps trying one it never shows the public pool: Flashbots Protect tries for 25 blocks)
 */
export const DROPPED_AFTER_BLOCKS = 30
/** §9: …and it was found missing at this many looks (one forgetful node is not a drop). */
export const DROPPED_AFTER_LOOKS = 3
/**
 * §9: how many blocks before the tracker's first look a speed-up or cancel of a transaction the
 * node had already forgotten may have been mined and still be found.
 */
export const REPLACED_BEFORE_FIRST_LOOK_BLOCKS = 3

/** §2: modal sizes, wide and compact. */
export const MODAL_MAX_HEIGHT = 504
export const MODAL_MAX_HEIGHT_COMPACT = 468
export const QR_SIZE = 382
export const QR_SIZE_COMPACT = 318
export const QR_LOGO_SIZE = 72
export const QR_LOGO_SIZE_COMPACT = 60
/** §2: confetti particles on a wallet icon. */
export const MAX_CONFETTI_PARTICLES = 35

/**
 * The public `constants` object (`import { constants } from '@gatehouse/kit'`): every number
 * above by name. Spelled out rather than `export * as constants`, so the entry point stays a list
 * of explicit names (Biome's noReExportAll) and a new constant is published only on purpose.
 */
export const constants = Object.freeze({
  COPIED_FEEDBACK_MS,
  RECENT_TRANSACTIONS_SHOWN,
  MAX_FINISHED_TRANSACTIONS,
  RECENT_WALLETS_SHOWN,
  GET_WALLETS_DESKTOP,
  GET_WALLETS_MOBILE,
  COMPACT_BREAKPOINT_PX,
  ENS_NAME_MAX_CHARS,
  ADDRESS_EDGE_CHARS,
  AUTO_CONNECT,
  WALLET_SESSION_TIMEOUT_MS,
  DROPPED_AFTER_BLOCKS,
  DROPPED_AFTER_LOOKS,
  REPLACED_BEFORE_FIRST_LOOK_BLOCKS,
  MODAL_MAX_HEIGHT,
  MODAL_MAX_HEIGHT_COMPACT,
  QR_SIZE,
  QR_SIZE_COMPACT,
  QR_LOGO_SIZE,
  QR_LOGO_SIZE_COMPACT,
  MAX_CONFETTI_PARTICLES,
})
