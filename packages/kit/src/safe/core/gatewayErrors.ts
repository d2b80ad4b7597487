// §8 for the Safe Client Gateway: the gateway client package throws plain Errors whose text is
// "CGW error - {code}: {message}" (a body with code and message) or "CGW error - status {text}";
// they become GatewayErrors keeping that text. A success whose body is not JSON reaches the
// caller as an empty object, which parseSafeTxDetails turns into "Invalid response content".
import { GatewayError, InvalidResponseContentError } from '../errors/safe'

const WITH_CODE = /^CGW error - (-?\d+): ([\s\S]*)$/
const WITH_STATUS = /^CGW error - status ([\s\S]*)$/

export function toGatewayError(error: unknown): Error {
  if (error instanceof GatewayError || error instanceof InvalidResponseContentError) return error
  const message = error instanceof Error ? error.message : String(error)
  const coded = WITH_CODE.exec(message)
  if (coded) return new GatewayError(message, Number(coded[1]), { cause: error })
  if (WITH_STATUS.test(message)) return new GatewayError(message, undefined, { cause: error })
  if (error instanceof SyntaxError) return new InvalidResponseContentError({ cause: error })
  return error instanceof Error ? error : new Error(message)
}

/**
 * Why a Safe transaction's status could not be read, as stored on the transaction and shown in
 * words (the raw text stays in the console): the gateway (or the Safe host) does not know it,
 * could not be asked or did not answer with one, or answered with something unreadable.
 */
export type SafeLookupErrorKind = 'notFound' | 'unreachable' | 'invalidResponse'

const NOT_FOUND_STATUS = /^CGW error - status Not Found$/i

/**
 * The kind of a failed lookup. A Safe host forwards the gateway's error text, so both sources are
 * read through toGatewayError: 404 is not found, unreadable content an invalid response; any
 * other failure (network, time-out, a gateway error status) means no status could be had.
 */
export function safeLookupErrorKind(error: unknown): SafeLookupErrorKind {
  const mapped = toGatewayError(error)
  if (mapped instanceof InvalidResponseContentError) return 'invalidResponse'
  if (
    mapped instanceof GatewayError &&
    (mapped.code === 404 || NOT_FOUND_STATUS.test(mapped.message))
  )
    return 'notFound'
  return 'unreachable'
}
