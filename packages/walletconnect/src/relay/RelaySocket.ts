// The part of the WebSocket API the relay client uses: the browser's WebSocket and the `ws`
// package's (for Node 20, which has no global one) both fit it. Listeners are declared as methods
// so either class's richer event types are accepted.

export type RelaySocketMessageEvent = { data: unknown }
export type RelaySocketCloseEvent = { code: number; reason: string }

export interface RelaySocket {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open', listener: () => void): void
  addEventListener(type: 'message', listener: (event: RelaySocketMessageEvent) => void): void
  addEventListener(type: 'close', listener: (event: RelaySocketCloseEvent) => void): void
  addEventListener(type: 'error', listener: () => void): void
}

export type RelaySocketConstructor = new (url: string) => RelaySocket
