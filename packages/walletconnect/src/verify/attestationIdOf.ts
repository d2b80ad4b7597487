import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/**
 * verify-client-api: `attestation_id = sha256(stringify(json_rpc_payload))`, hex. The sender
 * hashes the text it encrypts, the recipient the text it decrypts: the same id on both sides.
 */
export const attestationIdOf = (jsonText: string): string =>
  bytesToHex(sha256(utf8ToBytes(jsonText)))
