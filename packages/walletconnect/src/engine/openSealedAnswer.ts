// Opens a type 1 envelope on a response topic (wallet-authentication spec: the wallet "encrypts
// response with symKey R as type 1 envelope"): the key is derived from the envelope's sender key
// and the private key behind the topic, so only an answer to that key pair opens. Anything else
// comes back `invalid` with the reason, like openPeerMessage.
import { decodeEnvelope } from '../crypto/decodeEnvelope'
import { decrypt } from '../crypto/decrypt'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { type JsonRpcPayload, readJsonRpcPayload } from '../jsonrpc/readJsonRpcPayload'
import { SIGN_MAX_MESSAGE_LENGTH } from './constants'

export type SealedAnswer = { payload: JsonRpcPayload; senderPublicKey: string; symKey: string }

export type OpenedSealedAnswer =
  | SealedAnswer
  | { payload: Extract<JsonRpcPayload, { kind: 'invalid' }> }

export async function openSealedAnswer(
  message: string,
  privateKey: string,
): Promise<OpenedSealedAnswer> {
  if (message.length > SIGN_MAX_MESSAGE_LENGTH)
    return { payload: { kind: 'invalid', reason: `oversized (${message.length} characters)` } }
  try {
    const envelope = decodeEnvelope(message)
    if (envelope.type !== 1)
      return { payload: { kind: 'invalid', reason: `a type ${envelope.type} envelope` } }
    const symKey = await deriveSymKey(privateKey, envelope.senderPublicKey)
    const text = decrypt({ encoded: envelope, symKey })
    return { payload: readJsonRpcPayload(text), senderPublicKey: envelope.senderPublicKey, symKey }
  } catch (cause) {
    return {
      payload: { kind: 'invalid', reason: `an envelope that does not open: ${String(cause)}` },
    }
  }
}
