// The relay's JSON-RPC methods: the "irn" subset @walletconnect/core 2.25 uses, plus the two
// relay-assisted session methods (core >= 2.21) that a plain pub/sub relay lacks.
import type { PublishParams, RelayPeer, RelayTopics } from './relayTopics'

export class InvalidRelayParams extends Error {
  override name = 'InvalidRelayParams' as const
}

type Params = Record<string, unknown>
type Handler = (peer: RelayPeer, params: Params) => unknown

// The SDK's defaults (PUBLISHER_DEFAULT_TTL is 6 h, session setup 5 min); used only when absent.
const DEFAULT_TTL_SECONDS = 300
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102

function string(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string') throw new InvalidRelayParams(`expected string "${key}"`)
  return value
}

function optionalNumber(params: Params, key: string, fallback: number): number {
  const value = params[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number') throw new InvalidRelayParams(`expected number "${key}"`)
  return value
}

function optionalString(params: Params, key: string): string | undefined {
  const value = params[key]
  return typeof value === 'string' ? value : undefined
}

function list(params: Params, key: string): Params[] {
  const value = params[key]
  if (!Array.isArray(value)) throw new InvalidRelayParams(`expected array "${key}"`)
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) {
      throw new InvalidRelayParams(`expected objects in "${key}"`)
    }
    return item as Params
  })
}

function strings(params: Params, key: string): string[] {
  const value = params[key]
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new InvalidRelayParams(`expected string array "${key}"`)
  }
  return value
}

function publishParams(params: Params): PublishParams {
  return {
    topic: string(params, 'topic'),
    message: string(params, 'message'),
    ttl: optionalNumber(params, 'ttl', DEFAULT_TTL_SECONDS),
    tag: optionalNumber(params, 'tag', 0),
    attestation: optionalString(params, 'attestation'),
  }
}

export function relayMethods(topics: RelayTopics): Readonly<Record<string, Handler>> {
  return {
    irn_subscribe: (peer, p) => topics.subscribe(peer, string(p, 'topic')),
    irn_batchSubscribe: (peer, p) => strings(p, 'topics').map((t) => topics.subscribe(peer, t)),
    irn_unsubscribe: (peer, p) => {
      topics.unsubscribe(peer, string(p, 'topic'))
      return true
    },
    irn_batchUnsubscribe: (peer, p) => {
      for (const s of list(p, 'subscriptions')) topics.unsubscribe(peer, string(s, 'topic'))
      return true
    },
    irn_publish: (peer, p) => {
      topics.publish(peer.key, publishParams(p))
      return true
    },
    irn_batchPublish: (peer, p) => {
      for (const m of list(p, 'messages')) topics.publish(peer.key, publishParams(m))
      return true
    },
    irn_batchFetchMessages: (peer, p) => ({
      messages: topics.fetch(peer, strings(p, 'topics')),
      hasMore: false,
    }),
    // Dapp: pairing.create() skips subscribing, so the relay subscribes the dapp to the pairing
    // topic itself and stores the encrypted proposal there for the wallet that scans the QR.
    wc_proposeSession: (peer, p) => {
      const pairingTopic = string(p, 'pairingTopic')
      topics.subscribe(peer, pairingTopic)
      topics.publish(peer.key, {
        topic: pairingTopic,
        message: string(p, 'sessionProposal'),
        ttl: optionalNumber(p, 'ttl', DEFAULT_TTL_SECONDS),
        tag: optionalNumber(p, 'tag', TAG_SESSION_PROPOSE),
        attestation: optionalString(p, 'attestation'),
      })
      return true
    },
    // Wallet: the relay subscribes it to the new session topic, answers the proposal on the
    // pairing topic and posts wc_sessionSettle on the session topic (for the dapp to fetch later).
    wc_approveSession: (peer, p) => {
      const sessionTopic = string(p, 'sessionTopic')
      const ttl = optionalNumber(p, 'ttl', DEFAULT_TTL_SECONDS)
      topics.subscribe(peer, sessionTopic)
      topics.publish(peer.key, {
        topic: string(p, 'pairingTopic'),
        message: string(p, 'sessionProposalResponse'),
        ttl,
        tag: TAG_SESSION_PROPOSE_RESPONSE,
      })
      topics.publish(peer.key, {
        topic: sessionTopic,
        message: string(p, 'sessionSettlementRequest'),
        ttl,
        tag: TAG_SESSION_SETTLE,
      })
      return true
    },
  }
}
