// Classifies a decrypted peer message: a JSON-RPC 2.0 request, a result, an error response, or
// something else (not JSON, not JSON-RPC, an id that is not a safe integer) for the caller to
// drop. The peer holds the key, but what it sent is still input from outside.
import type { JsonRpcErrorResponse, JsonRpcRequest, JsonRpcResult } from './JsonRpc'

export type JsonRpcPayload =
  | { kind: 'request'; request: JsonRpcRequest }
  | { kind: 'result'; response: JsonRpcResult }
  | { kind: 'error'; response: JsonRpcErrorResponse }
  | { kind: 'invalid'; reason: string }

const JSONRPC = '2.0'

export function readJsonRpcPayload(text: string): JsonRpcPayload {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'invalid', reason: 'not JSON' }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { kind: 'invalid', reason: 'not a JSON-RPC object' }
  const { id, jsonrpc, method, params, result, error } = json as Record<string, unknown>
  if (jsonrpc !== JSONRPC) return { kind: 'invalid', reason: 'not JSON-RPC 2.0' }
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    return { kind: 'invalid', reason: 'no usable id' }
  if (typeof method === 'string') {
    if ('result' in json || 'error' in json)
      return { kind: 'invalid', reason: 'request and answer' }
    return { kind: 'request', request: { id, jsonrpc, method, params } }
  }
  if (method !== undefined) return { kind: 'invalid', reason: 'method is not a string' }
  if ('result' in json && !('error' in json))
    return { kind: 'result', response: { id, jsonrpc, result } }
  if (typeof error === 'object' && error !== null && !('result' in json)) {
    const { code, message } = error as Record<string, unknown>
    if (Number.isSafeInteger(code) && typeof message === 'string')
      return { kind: 'error', response: { id, jsonrpc, error: { code: code as number, message } } }
  }
  return { kind: 'invalid', reason: 'neither a request nor an answer' }
}
