// The attacker, in a child process of its own (bench/auth/attack.ts forks it at low CPU priority:
// on the internet its load generation runs on its own machines, not on the server's cores). For
// BENCH_ATTACK_S seconds it floods, all at once, each vector on its own connections:
//   nonce-ipv4      cookie-less GET /nonce from one IPv4 address
//   random-cookies  GET /nonce and POST /verify, each with a fresh random well-formed cookie
//   ipv6-64         cookie-less GET /nonce from 64 addresses of one IPv6 /64, in turn
//   resources-4k    POST /verify with a 4 KiB message of Resources (and a random cookie)
// and reports each vector's answers by status to the parent.

import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { AUTH_ROUTES, buildSiweMessage, SIWE_MAX_MESSAGE_BYTES } from '@gatehouse/siwe'

type CannonRequest = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: CannonRequest) => CannonRequest
}
type CannonResult = { statusCodeStats: Record<string, { count: number }>; errors: number }
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration: number
  requests: CannonRequest[]
}) => PromiseLike<CannonResult>

export type AttackReport = Record<string, { statuses: Record<string, number>; errors: number }>

const COOKIE = 'sid' // the loopback bench server's insecure cookie name
const ATTACKER_IPV4 = '203.0.113.66'
const IPV6_PREFIX = '2001:db8:66:1'
const IPV6_ADDRESSES = 64

const randomCookie = () => `${COOKIE}=${randomBytes(32).toString('hex')}`

/** A message as large as a message may be, nearly all of it Resources. */
function resourcesMessage(appHost: string, appOrigin: string, statement: string): string {
  const fields = {
    domain: appHost,
    address: '0x0000000000000000000000000000000000000001' as const,
    statement,
    uri: appOrigin,
    version: '1' as const,
    chainId: 1,
    nonce: 'attackerNonce0001',
    issuedAt: new Date().toISOString(),
    resources: [] as string[],
  }
  // Resources until one more would pass the size limit (the builder refuses such a message).
  const resource = (i: number) => `https://r.example/${i.toString().padStart(6, '0')}`
  const lineBytes = `\n- ${resource(0)}`.length
  let message = buildSiweMessage(fields)
  for (let i = 0; message.length + lineBytes <= SIWE_MAX_MESSAGE_BYTES; i++) {
    fields.resources.push(resource(i))
    message = buildSiweMessage(fields)
  }
  return message
}

async function main() {
  const base = String(process.env.BENCH_BASE)
  const appOrigin = String(process.env.BENCH_APP_ORIGIN)
  const appHost = String(process.env.BENCH_APP_HOST)
  const statement = String(process.env.BENCH_STATEMENT)
  const duration = Number(process.env.BENCH_ATTACK_S)
  const connections = Number(process.env.BENCH_ATTACK_CONNECTIONS)
  const fakeSignature = `0x${'11'.repeat(65)}`
  const bigBody = JSON.stringify({
    message: resourcesMessage(appHost, appOrigin, statement),
    signature: fakeSignature,
  })
  const post = { origin: appOrigin, 'content-type': 'application/json' }
  let v6 = 0
  const vectors: Record<string, CannonRequest[]> = {
    'nonce-ipv4': [{ path: AUTH_ROUTES.nonce, headers: { 'x-forwarded-for': ATTACKER_IPV4 } }],
    'random-cookies': [
      {
        path: AUTH_ROUTES.nonce,
        setupRequest: (r) => ({
          ...r,
          headers: { 'x-forwarded-for': '203.0.113.67', cookie: randomCookie() },
        }),
      },
      {
        method: 'POST',
        path: AUTH_ROUTES.verify,
        body: JSON.stringify({ message: 'x', signature: fakeSignature }),
        setupRequest: (r) => ({
          ...r,
          headers: { ...post, 'x-forwarded-for': '203.0.113.67', cookie: randomCookie() },
        }),
      },
    ],
    'ipv6-64': [
      {
        path: AUTH_ROUTES.nonce,
        setupRequest: (r) => ({
          ...r,
          headers: {
            'x-forwarded-for': `${IPV6_PREFIX}::${((v6++ % IPV6_ADDRESSES) + 1).toString(16)}`,
          },
        }),
      },
    ],
    'resources-4k': [
      {
        method: 'POST',
        path: AUTH_ROUTES.verify,
        body: bigBody,
        setupRequest: (r) => ({
          ...r,
          headers: { ...post, 'x-forwarded-for': '203.0.113.68', cookie: randomCookie() },
        }),
      },
    ],
  }
  const running = Object.entries(vectors).map(
    ([name, requests]) =>
      [name, autocannon({ url: base, connections, duration, requests })] as const,
  )
  process.send?.('started')
  const results = await Promise.all(
    running.map(async ([name, run]) => {
      const result = await run
      const statuses: Record<string, number> = {}
      for (const [code, { count }] of Object.entries(result.statusCodeStats)) statuses[code] = count
      return [name, { statuses, errors: result.errors }] as const
    }),
  )
  process.send?.(Object.fromEntries(results) satisfies AttackReport)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
