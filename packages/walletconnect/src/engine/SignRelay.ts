import type { PublishParameters } from '../relay/PublishParameters'
import type { RelayMessage } from '../relay/RelayMessage'

/**
 * What the sign engine needs of a relay connection: RelayClient fits it; tests pass an in-process
 * relay so two engines meet without sockets, on fake timers.
 */
export type SignRelay = {
  readonly clientId: string
  subscribe(topic: string): Promise<string>
  batchSubscribe(topics: readonly string[]): Promise<string[]>
  unsubscribe(topic: string): Promise<void>
  publish(message: PublishParameters): Promise<void>
  on(event: 'message', listener: (message: RelayMessage) => void): () => void
  /** Opens the connection now, cutting a reconnection delay short (RelayClient's `connect`). */
  connect?(): Promise<void>
  /** Resolves once the connection is open, now or when it next opens (RelayClient's `whenOpen`). */
  whenOpen?(): Promise<void>
  close(): void
}
