// The Safe wing's one door: what the rest of the kit may import from packages/kit/src/safe/
// (Biome keeps every other file of the wing private to it). The public Safe API is the
// @gatehouse/kit/safe entry (exports/safe.ts), not this file.
//
// Framework-free on purpose, to the last import (types aside): the Safe connector (wallets/
// walletConnectors/safeWallet/) reads its errors here, and @gatehouse/kit/wallets, which a Next.js
// server layout imports, must not bring React with it. So the wing's React hooks are reached only
// through the entry, and the Safe parts of the kit's UI (components/SafeAppNotice/, the account
// modal's SafeDetails, the transactions wing's SafeTransactionRow) live with that UI and read the
// wing here.
// biome-ignore lint/performance/noBarrelFile: the wing's facade, explicit named re-exports only
export { type SafeLookupErrorKind, safeLookupErrorKind } from './core/gatewayErrors'
export {
  isFinalSafeStatus,
  type SafeTxSnapshot,
  transactionStatusOf,
} from './core/safeTransactionStatus'
export { isSafeLookupErrorKind, isSafeTxStatus } from './core/safeVocabulary'
export { SafeAddressMismatchError, SafeInfoUnavailableError } from './errors/safe'
export { InvalidSafeAllowedDomainError } from './errors/safeAllowedDomain'
export { safeDetailsQueryOptions } from './query/safeDetails'
export { isSafeApp, type SafeSource, signSafeAppMessage } from './safeConnection'

/**
 * createSafeTracking, for the transaction tracker: loaded with the tracker's own code, once there
 * is something pending. (Never `import()` this facade itself: the first render imports it, so a
 * bundler would put whatever that import names into the first render.)
 */
export const loadSafeTracking = () =>
  import('./safeConnection').then(({ createSafeTracking }) => createSafeTracking)
