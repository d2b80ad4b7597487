// The URL a client opens its WebSocket on (relay-client-auth): the relay URL with the auth JWT in
// `auth`, because browsers cannot set an Authorization header on a WebSocket, and `projectId`
// when the relay wants one (Reown's does; a self-hosted one may not). `ua` is the optional
// user agent of relay-user-agent.
import { RelayOptionsError } from '../errors/relayOptions'

export type FormatRelayUrlParameters = {
  relayUrl: string
  auth: string
  projectId?: string | undefined
  userAgent?: string | undefined
}

const WEBSOCKET_PROTOCOLS = ['ws:', 'wss:']

export function formatRelayUrl({ relayUrl, auth, projectId, userAgent }: FormatRelayUrlParameters) {
  let url: URL
  try {
    url = new URL(relayUrl)
  } catch (cause) {
    throw new RelayOptionsError(`relayUrl is not a URL: ${relayUrl}`, { cause })
  }
  if (!WEBSOCKET_PROTOCOLS.includes(url.protocol))
    throw new RelayOptionsError(`relayUrl must be ws:// or wss://: ${relayUrl}`)
  url.searchParams.set('auth', auth)
  if (projectId) url.searchParams.set('projectId', projectId)
  if (userAgent) url.searchParams.set('ua', userAgent)
  return url.toString()
}
