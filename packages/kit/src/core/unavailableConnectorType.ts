// Its own module: connectorsForWallets (first render) needs only this name, and importing it from
// walletList.ts would pull the whole list logic (used by the lazy modal) into the entry chunk.
/** The `type` of connectorsForWallets' stand-in for a wallet whose connector is unavailable. */
export const UNAVAILABLE_CONNECTOR_TYPE = 'gatehouse.unavailable'
