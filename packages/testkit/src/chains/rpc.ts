// Minimal JSON-RPC client for node control methods (anvil_*, evm_*) that viem's public actions
// do not cover; errors keep the node's code so callers can branch on it.
export class RpcError extends Error {
  override name = 'RpcError' as const
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(`${method}: ${message} (code ${code})`)
  }
}

type RpcResponse = { result?: unknown; error?: { code: number; message: string; data?: unknown } }

let nextId = 1

export async function rpc<T = unknown>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  if (!response.ok)
    throw new RpcError(method, response.status, `HTTP ${response.status} from ${url}`)
  const json = (await response.json()) as RpcResponse
  if (json.error) throw new RpcError(method, json.error.code, json.error.message, json.error.data)
  // The caller names the result type: JSON-RPC results are untyped on the wire.
  return json.result as T
}
