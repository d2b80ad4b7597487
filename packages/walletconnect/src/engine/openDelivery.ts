// Opens one delivery with the key its topic holds: a session's or a pairing's symmetric key (a
// type 0 envelope), or, on a response topic, the private key a type 1 answer's key derives from.

import { openPeerMessage, type PeerMessage } from './openPeerMessage'
import { type OpenedSealedAnswer, openSealedAnswer } from './openSealedAnswer'

export type OpenedDelivery =
  | { kind: 'peer'; message: PeerMessage }
  | { kind: 'sealed'; answer: OpenedSealedAnswer }
  | { kind: 'unknownTopic' }

export async function openDelivery(
  message: string,
  keys: { symKey: string | undefined; privateKey: string | undefined },
): Promise<OpenedDelivery> {
  if (keys.symKey) return { kind: 'peer', message: await openPeerMessage(message, keys.symKey) }
  if (keys.privateKey)
    return { kind: 'sealed', answer: await openSealedAnswer(message, keys.privateKey) }
  return { kind: 'unknownTopic' }
}
