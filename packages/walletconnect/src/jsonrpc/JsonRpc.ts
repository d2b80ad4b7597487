// Client-to-client JSON-RPC 2.0 messages, as they travel sealed in envelopes (pairing and sign
// rpc-methods: a success is `result`, a failure `error: { code, message }`).

export type JsonRpcRequest<method extends string = string, params = unknown> = {
  id: number
  jsonrpc: '2.0'
  method: method
  params: params
}

export type JsonRpcResult<result = unknown> = { id: number; jsonrpc: '2.0'; result: result }

export type JsonRpcErrorResponse = {
  id: number
  jsonrpc: '2.0'
  error: { code: number; message: string }
}

export type JsonRpcResponse<result = unknown> = JsonRpcResult<result> | JsonRpcErrorResponse
