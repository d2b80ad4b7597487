/** How one client-to-client message is published: relay TTL (seconds), tag, and push `prompt`. */
export type RpcPolicy = { ttl: number; tag: number; prompt: boolean }

/** A method's policies: its request, its success response, and (proposals) rejections. */
export type RpcMethodPolicy = {
  request: RpcPolicy
  response: RpcPolicy
  reject?: RpcPolicy
  autoReject?: RpcPolicy
}
