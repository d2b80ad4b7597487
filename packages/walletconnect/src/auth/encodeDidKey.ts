import { concatBytes } from '@noble/ciphers/utils'
import { KEY_LENGTH } from '../crypto/constants'
import { bytesToBase58btc } from '../encoding/base58btc'
import { fromHex } from '../encoding/hex'
import { DID_KEY_PREFIX, MULTICODEC_ED25519_HEADER } from './constants'

/** The `did:key` of an Ed25519 public key (hex): the relay's client id and a JWT's `iss`. */
export const encodeDidKey = (publicKey: string): string =>
  DID_KEY_PREFIX +
  bytesToBase58btc(
    concatBytes(MULTICODEC_ED25519_HEADER, fromHex(publicKey, KEY_LENGTH, 'the public key')),
  )
