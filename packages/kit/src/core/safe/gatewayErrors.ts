// §8 for the Safe Client Gateway: the gateway client package throws plain Errors whose text is
// "CGW error - {code}: {message}" (a body with code and message) or "CGW error - status {text}";
// they become GatewayErrors keeping that text. A success whose body is not JSON reaches the
// caller as an empty object, which parseSafeTxDetails turns into "Invalid response content".
import { GatewayError, InvalidResponseContentError } from './safeErrors'

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
