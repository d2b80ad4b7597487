// A read sent to the app's own node: one JSON-RPC 2.0 request over HTTP POST (fetch, present in
// browsers, Node and edge runtimes). The node's error answer keeps its code; a node that cannot
// be reached or answers something other than JSON-RPC is -32603, with what happened as the cause.
import { ProviderRpcError } from '../errors/providerRpc'
import { EIP1193_ERROR_CODES } from './constants'

let nextId = 0

export async function requestOverHttp(
  url: string,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  nextId += 1
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: nextId,
    method: request.method,
    params: request.params ?? [],
  })
  let answer: unknown
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    answer = await response.json()
  } catch (cause) {
    throw new ProviderRpcError(`${request.method}: the chain's node did not answer`, {
      code: EIP1193_ERROR_CODES.internal,
      cause,
    })
  }
  const message = typeof answer === 'object' && answer !== null ? answer : {}
  if ('error' in message) {
    const error = (message.error ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
    throw new ProviderRpcError(`${request.method}: ${String(error.message)}`, {
      code: typeof error.code === 'number' ? error.code : EIP1193_ERROR_CODES.internal,
      data: error.data,
    })
  }
  if (!('result' in message))
    throw new ProviderRpcError(`${request.method}: the node's answer is not JSON-RPC`, {
      code: EIP1193_ERROR_CODES.internal,
    })
  return message.result
}
