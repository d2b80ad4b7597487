// AUTH_TRUSTED_PROXIES (issue 14.9): which reverse proxies in front of this server may say, in
// X-Forwarded-For, who the client is. Unset, the client is the socket's peer and the header is
// ignored (anyone can send it). Set, the address is found by walking back from the socket's peer
// through the header's entries, right to left, past trusted proxies only:
//   a number n   the n nearest hops are proxies you run (every request comes through them)
//   addresses    only hops whose address is listed (IPs or CIDR ranges) are proxies
// The first hop that is not a trusted proxy is the client; entries further left were written by
// the client (or by hops it controls) and are never read. Same rules as Express's "trust proxy".
// A hop count whose header is shorter than n (the request did not come through every proxy, so
// what the header says is the client's own) keys on the socket's peer; that reading is
// @gatehouse/auth-server's proxyClientIp, shared with the package's users.
import { BlockList, isIP } from 'node:net'
import { type ClientIp, EnvError, proxyClientIp } from '@gatehouse/auth-server'

export const TRUSTED_PROXIES_VARIABLE = 'AUTH_TRUSTED_PROXIES'
const FORWARDED_FOR = 'x-forwarded-for'

/** Off (undefined), a number of hops, or the proxies' addresses. */
export type TrustedProxies =
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: readonly string[] }

export const MAX_TRUSTED_HOPS = 20
/** An address longer than this is no address; it is cut so it cannot bloat a limiter key. */
const MAX_ADDRESS_LENGTH = 100

const PROBLEM = `must be a number of proxy hops from 1 to ${MAX_TRUSTED_HOPS}, or a comma-separated list of proxy IP addresses or CIDR ranges, such as 1 or 10.0.0.1,10.0.0.2`

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return mapped?.[1] ?? address
}

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address)
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined
}

/** One list entry as [address, prefix length, family], or undefined when it is neither IP nor CIDR. */
function parseEntry(entry: string): [string, number, 'ipv4' | 'ipv6'] | undefined {
  const [raw = '', prefixText, extra] = entry.split('/')
  if (extra !== undefined) return undefined
  const address = plainAddress(raw)
  const kind = family(address)
  if (!kind) return undefined
  const bits = kind === 'ipv4' ? 32 : 128
  if (prefixText === undefined) return [address, bits, kind]
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN
  return prefix >= 0 && prefix <= bits ? [address, prefix, kind] : undefined
}

/** AUTH_TRUSTED_PROXIES, validated; undefined when unset or blank (off). Throws EnvError. */
export function parseTrustedProxies(
  source: Readonly<Record<string, string | undefined>>,
): TrustedProxies | undefined {
  const raw = source[TRUSTED_PROXIES_VARIABLE]?.trim()
  if (!raw) return undefined
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw)
    if (!Number.isSafeInteger(hops) || hops < 1 || hops > MAX_TRUSTED_HOPS) {
      throw new EnvError(TRUSTED_PROXIES_VARIABLE, `${PROBLEM}, got "${raw}"`)
    }
    return { kind: 'hops', hops }
  }
  const addresses = raw.split(',').map((entry) => entry.trim())
  if (!addresses.every((entry) => parseEntry(entry) !== undefined)) {
    throw new EnvError(TRUSTED_PROXIES_VARIABLE, `${PROBLEM}, got "${raw}"`)
  }
  return { kind: 'addresses', addresses }
}

/** Whether `address` is one of the trusted proxies. */
function trustList(addresses: readonly string[]): (address: string) => boolean {
  const list = new BlockList()
  for (const entry of addresses) {
    const [address, prefix, kind] = parseEntry(entry) ?? []
    if (address === undefined || prefix === undefined || kind === undefined) continue
    list.addSubnet(address, prefix, kind)
  }
  return (address) => {
    const plain = plainAddress(address)
    const kind = family(plain)
    return kind !== undefined && list.check(plain, kind)
  }
}

/**
 * The client's address for a request from its socket's peer (`peer`) and its X-Forwarded-For
 * header under `trust`. Without a peer (no socket) it is undefined: the header alone is never
 * believed. A hop count is @gatehouse/auth-server's proxyClientIp with the socket as its peer (one
 * reading of a proxied address for the package and this server): the hops-th entry from the
 * right, or the peer when the header is shorter (the request did not come through every proxy).
 */
export function proxiedClientIp(trust: TrustedProxies | undefined, peer: ClientIp): ClientIp {
  if (!trust) return (request) => maybePlain(peer(request))
  if (trust.kind === 'hops') {
    const fromHeader = proxyClientIp(FORWARDED_FOR, { hops: trust.hops, peer })
    return (request) => (peer(request) === undefined ? undefined : fromHeader(request))
  }
  const trusted = trustList(trust.addresses)
  return (request) => {
    const socket = peer(request)
    if (socket === undefined) return undefined
    // Nearest first: the socket's peer, then the header's entries from the right.
    const hops = [plainAddress(socket)]
    const forwardedFor = request.headers.get(FORWARDED_FOR)
    if (forwardedFor !== null) {
      const entries = forwardedFor.split(',').map((entry) => plainAddress(entry.trim()))
      hops.push(...entries.reverse())
    }
    let index = 0
    while (index < hops.length - 1 && trusted(hops[index] ?? '')) index++
    // A trusted proxy that wrote an empty entry named nobody: the nearest named hop stands in.
    while (index > 0 && !hops[index]) index--
    return hops[index]?.slice(0, MAX_ADDRESS_LENGTH)
  }
}

function maybePlain(address: string | undefined): string | undefined {
  return address === undefined ? undefined : plainAddress(address).slice(0, MAX_ADDRESS_LENGTH)
}

/** The trust setting as one line for the start-up log. */
export function describeTrustedProxies(trust: TrustedProxies | undefined): string {
  if (!trust)
    return `client addresses from the socket; X-Forwarded-For ignored (${TRUSTED_PROXIES_VARIABLE} unset)`
  return trust.kind === 'hops'
    ? `client addresses from X-Forwarded-For behind ${trust.hops} trusted proxy hop${trust.hops === 1 ? '' : 's'}`
    : `client addresses from X-Forwarded-For as reported by ${trust.addresses.join(', ')}`
}
