import { sha256 } from '../crypto/sha256'
import { toHex } from '../encoding/hex'

const utf8 = new TextEncoder()

/**
 * verify-client-api: `attestation_id = sha256(stringify(json_rpc_payload))`, hex. The sender
 * hashes the text it encrypts, the recipient the text it decrypts: the same id on both sides.
 */
export const attestationIdOf = async (jsonText: string): Promise<string> =>
  toHex(await sha256(utf8.encode(jsonText)))
