import { toHex } from '../encoding/hex'
import { KEY_LENGTH } from './constants'
import { randomBytes } from './randomBytes'

/** A random symmetric key, hex: the pairing's key, shared through the URI (crypto-keys spec). */
export const generateSymKey = (): string => toHex(randomBytes(KEY_LENGTH))
