import { DEFAULT_RELAY_URL } from './constants'

/**
 * The relay a client opens: its `relayUrl`, else Reown's with a `projectId` (the id Reown's relay
 * asks for), else none (a self-hosted relay needs its URL).
 */
export function relayUrlOf(options: { relayUrl?: string; projectId?: string }): string | undefined {
  if (options.relayUrl) return options.relayUrl
  return options.projectId ? DEFAULT_RELAY_URL : undefined
}
