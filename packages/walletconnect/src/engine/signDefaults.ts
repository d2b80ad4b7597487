// Values both sides of the sign engine send or compute the same way: the clock in protocol seconds,
// the JSON-RPC version, the irn relay, and the reasons of the specs' error answers.
import { SIGN_ERROR_CODES, type SignErrorName } from '../sign/errorCodes'
import type { ReasonParams } from '../sign/SignTypes'
import { RELAY_PROTOCOL_IRN } from '../uri/constants'

const MS_PER_SECOND = 1000

/** Now, in the protocol's unit: whole seconds since the epoch. */
export const nowSeconds = () => Math.floor(Date.now() / MS_PER_SECOND)

export const JSONRPC_VERSION = '2.0'

export const IRN_RELAY = { protocol: RELAY_PROTOCOL_IRN }

export const USER_DISCONNECTED: ReasonParams = {
  code: SIGN_ERROR_CODES.userDisconnected,
  message: 'User disconnected.',
}

export const USER_REJECTED: ReasonParams = {
  code: SIGN_ERROR_CODES.userRejected,
  message: 'User rejected.',
}

/** An error answer's `{ code, message }` by the spec's name for it. */
export const signError = (reason: SignErrorName, message: string): ReasonParams => ({
  code: SIGN_ERROR_CODES[reason],
  message,
})
