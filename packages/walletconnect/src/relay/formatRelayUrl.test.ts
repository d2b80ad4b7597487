// The WebSocket URL against the official formatRelayRpcUrl (a test-only oracle): the same `auth` and
// `projectId` parameters, and no URL that is not a WebSocket one.
import { formatRelayRpcUrl } from '@walletconnect/utils'
import { expect, test } from 'vitest'
import { RelayOptionsError } from '../errors/relayOptions'
import { formatRelayUrl } from './formatRelayUrl'

const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

test('behavior: auth and projectId as the official SDK sends them', () => {
  const official = formatRelayRpcUrl({
    protocol: 'wc',
    version: 2,
    relayUrl: 'wss://relay.example',
    sdkVersion: '2.0.0',
    auth: 'a.b.c',
    projectId: 'p1',
  })
  const ours = formatRelayUrl({ relayUrl: 'wss://relay.example', auth: 'a.b.c', projectId: 'p1' })
  const { ua: _, ...expected } = params(official)
  expect(params(ours)).toEqual(expected)
  expect(new URL(ours).host).toBe('relay.example')
})

test('behavior: no projectId for a relay that needs none; an optional user agent', () => {
  expect(params(formatRelayUrl({ relayUrl: 'ws://127.0.0.1:4761', auth: 'j' }))).toEqual({
    auth: 'j',
  })
  expect(
    params(formatRelayUrl({ relayUrl: 'ws://127.0.0.1:4761', auth: 'j', userAgent: 'wc-2/js/x' })),
  ).toEqual({ auth: 'j', ua: 'wc-2/js/x' })
})

test('error: not a URL, not ws:// or wss://', () => {
  expect(() => formatRelayUrl({ relayUrl: 'relay', auth: 'j' })).toThrow(RelayOptionsError)
  expect(() => formatRelayUrl({ relayUrl: 'https://relay.example', auth: 'j' })).toThrow(
    'relayUrl must be ws:// or wss://',
  )
})
