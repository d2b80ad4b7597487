// Readers of the relay's results, one per kind of answer the irn_* methods give: the value when the
// result has the shape the method returns, else undefined (createRelayRequests then fails the
// request as an invalid result). Results are hostile input like any frame: a reader never throws.
import type { RelayMessage } from './RelayMessage'
import { readRelayMessage } from './readRelayMessage'

/** irn_publish, irn_batchPublish, irn_unsubscribe: `true`. */
export const readTrue = (result: unknown) => (result === true ? true : undefined)

/** irn_subscribe: the subscription id. */
export const readString = (result: unknown) => (typeof result === 'string' ? result : undefined)

/** irn_batchSubscribe: the subscription ids, in the order of the topics. */
export const readStrings = (result: unknown) =>
  Array.isArray(result) && result.every((item) => typeof item === 'string')
    ? (result as string[])
    : undefined

/** irn_batchFetchMessages: one page of the messages the relay held, and whether more follow. */
export function readFetched(
  result: unknown,
): { messages: RelayMessage[]; hasMore: boolean } | undefined {
  if (typeof result !== 'object' || result === null) return undefined
  const { messages, hasMore } = result as { messages?: unknown; hasMore?: unknown }
  if (!Array.isArray(messages) || typeof hasMore !== 'boolean') return undefined
  const read = messages.map(readRelayMessage)
  // A malformed item is dropped alone; the well-formed ones still count.
  return { messages: read.filter((message) => message !== undefined), hasMore }
}
