// Classifies one frame from the relay. Frames are hostile input: anything that is not a JSON-RPC
// answer to one of our requests or a well-formed irn_subscription is 'invalid' with the reason,
// for the client to log and drop. Pure, so every shape is tested without a socket.
import { RELAY_MAX_FRAME_LENGTH, RELAY_METHODS } from './constants'
import type { RelayMessage } from './RelayMessage'
import { readRelayMessage } from './readRelayMessage'

export type RelayFrame =
  | { kind: 'result'; id: number | string; result: unknown }
  | { kind: 'error'; id: number | string; code: number; message: string }
  | { kind: 'subscription'; id: number | string; subscriptionId: string; data: RelayMessage }
  | { kind: 'invalid'; reason: string }

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string'
const invalid = (reason: string): RelayFrame => ({ kind: 'invalid', reason })

export function readRelayFrame(data: unknown): RelayFrame {
  if (typeof data !== 'string') return invalid('not a text frame')
  if (data.length > RELAY_MAX_FRAME_LENGTH) return invalid('frame too long')
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return invalid('not JSON')
  }
  if (!isObject(json) || json.jsonrpc !== '2.0' || !isId(json.id))
    return invalid('not JSON-RPC 2.0')
  const { id } = json
  if (json.method === undefined) {
    if ('result' in json) return { kind: 'result', id, result: json.result }
    const { error } = json
    if (isObject(error) && Number.isInteger(error.code))
      return {
        kind: 'error',
        id,
        code: error.code as number,
        message: typeof error.message === 'string' ? error.message : '',
      }
    return invalid('a response without result or error')
  }
  if (json.method !== RELAY_METHODS.subscription)
    return invalid(`unexpected method ${String(json.method)}`)
  const { params } = json
  if (!isObject(params) || typeof params.id !== 'string')
    return invalid('irn_subscription without a subscription id')
  const message = readRelayMessage(params.data)
  if (!message) return invalid('irn_subscription data is malformed')
  return { kind: 'subscription', id, subscriptionId: params.id, data: message }
}
