// Opens one delivery under its topic's key and reads it as JSON-RPC: anything that is too long,
// not a type 0 envelope, not sealed under this key, not UTF-8, not JSON or not JSON-RPC comes back
// `invalid` with the reason, for the engine to log and drop. Type 1 envelopes carry
// wc_sessionAuthenticate's answer, on a response topic only: openSealedAnswer opens those.
import { decodeEnvelope } from '../crypto/decodeEnvelope'
import { decrypt } from '../crypto/decrypt'
import type { JsonRpcRequest } from '../jsonrpc/JsonRpc'
import { type JsonRpcPayload, readJsonRpcPayload } from '../jsonrpc/readJsonRpcPayload'
import { attestationIdOf } from '../verify/attestationIdOf'
import { SIGN_MAX_MESSAGE_LENGTH } from './constants'

/** An opened message; a request with its Verify attestation id (the sha256 of its text). */
export type PeerMessage =
  | Exclude<JsonRpcPayload, { kind: 'request' }>
  | { kind: 'request'; request: JsonRpcRequest; attestationId: string }

export async function openPeerMessage(message: string, symKey: string): Promise<PeerMessage> {
  // Checked before decoding: the length alone decides, whatever the text holds.
  if (message.length > SIGN_MAX_MESSAGE_LENGTH)
    return { kind: 'invalid', reason: `oversized (${message.length} characters)` }
  let text: string
  try {
    const envelope = decodeEnvelope(message)
    if (envelope.type !== 0) return { kind: 'invalid', reason: `a type ${envelope.type} envelope` }
    text = decrypt({ encoded: envelope, symKey })
  } catch (cause) {
    return { kind: 'invalid', reason: `an envelope that does not open: ${String(cause)}` }
  }
  const payload = readJsonRpcPayload(text)
  return payload.kind === 'request'
    ? { ...payload, attestationId: await attestationIdOf(text) }
    : payload
}
