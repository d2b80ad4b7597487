import { RELAY_RECONNECT_FIRST_DELAY_MS, RELAY_RECONNECT_MAX_DELAY_MS } from './constants'

/**
 * The default backoff: 0.5 s, 1 s, 2 s … up to 30 s, each delay drawn between half and all of
 * that, so a relay restart is not met by every client in the same millisecond.
 */
export function reconnectDelay(attempt: number): number {
  const ceiling = Math.min(
    RELAY_RECONNECT_FIRST_DELAY_MS * 2 ** attempt,
    RELAY_RECONNECT_MAX_DELAY_MS,
  )
  return ceiling / 2 + Math.random() * (ceiling / 2)
}
