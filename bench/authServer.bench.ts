// Benchmark: the auth API under load on loopback, beside the cryptographic floor measured in the
// same run. The server runs in this process on 127.0.0.1 (rate limits and store caps raised out of
// the way, silent logger); autocannon's programmatic API drives it:
//   1. GET /api/auth/nonce for BENCH_AUTH_DURATION_S seconds, twice: without a cookie (every
//      request starts an anonymous session: a first visit) and reusing one session cookie.
//   2. POST /api/auth/verify over a pool of BENCH_AUTH_VERIFY_N independent valid requests, each
//      with its own session and nonce, signed by a fresh viem local account; each is sent once.
//   3. One local ecrecover (viem recoverMessageAddress), timed over BENCH_AUTH_ECRECOVER_N calls.
// Latencies are taken from autocannon's per-response times (float ms; its own histogram keeps
// whole ms only). Prints numbers; asserts nothing. Run: npm run bench:auth

import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { createApp } from '@gatehouse/server'
import { type AuthConfig, parseAuthConfig } from '@gatehouse/server/auth'
import { parsePort } from '@gatehouse/server/env'
import { listen, type RunningServer } from '@gatehouse/server/listen'
import { silentLogger } from '@gatehouse/server/logger'
import { AUTH_ROUTES, buildSiweMessage, nonceResponseSchema } from '@gatehouse/siwe'
import { type Address, type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const HOST = '127.0.0.1'
const DEFAULT_PORT = 4320
const positive = (name: string, fallback: number) => {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name}: must be a positive integer, got "${raw}"`)
  }
  return value
}
const DURATION_S = positive('BENCH_AUTH_DURATION_S', 5)
const VERIFY_N = positive('BENCH_AUTH_VERIFY_N', 2000)
const ECRECOVER_N = positive('BENCH_AUTH_ECRECOVER_N', 2000)
const CONNECTIONS = positive('BENCH_AUTH_CONNECTIONS', 10)
const WARMUP_VERIFY_N = 100
const ECRECOVER_BATCH = 200
const PREPARE_PARALLEL = 8
const COOKIE_NAME = 'sid' // the insecure local cookie's name (no __Host- prefix over plain http)

// autocannon ships no types: the few parts used here, typed by hand.
type CannonRequest = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: CannonRequest) => CannonRequest
}
type CannonOptions = {
  url: string
  connections: number
  duration?: number
  amount?: number
  headers?: Record<string, string>
  requests?: CannonRequest[]
  sampleInt?: number
}
type CannonResult = {
  errors: number
  timeouts: number
  statusCodeStats: Record<string, { count: number }>
}
type CannonInstance = PromiseLike<CannonResult> & {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: CannonOptions,
) => CannonInstance

type Prepared = { cookie: string; body: string; message: string; signature: Hex; address: Address }

type Measured = {
  label: string
  responses: number
  ok: number
  nonOk: Record<string, number>
  errors: number
  reqPerS: number
  p50: number
  p99: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** One autocannon run; throughput and percentiles from our own per-response samples (200s only). */
async function cannon(label: string, options: CannonOptions): Promise<Measured> {
  const latencies: number[] = []
  let responses = 0
  let last = 0
  const started = performance.now()
  const instance = autocannon({ sampleInt: 100, ...options })
  instance.on('response', (_client, status, _bytes, ms) => {
    responses++
    last = performance.now()
    if (status === 200) latencies.push(ms)
  })
  const result = await instance
  latencies.sort((a, b) => a - b)
  const nonOk: Record<string, number> = {}
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
    if (code !== '200') nonOk[code] = count
  }
  const elapsedS = (last - started) / 1000
  return {
    label,
    responses,
    ok: latencies.length,
    nonOk,
    errors: result.errors,
    reqPerS: elapsedS > 0 ? responses / elapsedS : Number.NaN,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

function cookieFrom(res: Response): string {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const [name, value] = pair.split('=')
    if (name === COOKIE_NAME && value) return `${COOKIE_NAME}=${value}`
  }
  throw new Error(`setup: ${AUTH_ROUTES.nonce} set no ${COOKIE_NAME} cookie`)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, HOST, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function startServer(port: number) {
  const config = parseAuthConfig({
    APP_ORIGIN: `http://${HOST}:${port}`,
    AUTH_INSECURE_LOCAL_COOKIE: 'true',
    AUTH_MAX_OUTSTANDING_NONCES: '10000000',
    AUTH_MAX_SESSIONS: '10000000',
    AUTH_RATE_NONCE_PER_IP: '999999999/1',
    AUTH_RATE_NONCE_PER_SESSION: '999999999/1',
    AUTH_RATE_VERIFY_PER_IP: '999999999/1',
    AUTH_RATE_VERIFY_PER_SESSION: '999999999/1',
  })
  if (!config) throw new Error('setup: no auth config')
  const app = createApp({ auth: { config }, logger: silentLogger })
  const server = await listen(app, { port, host: HOST, portVariable: 'BENCH_AUTH_PORT' })
  return { server, config }
}

async function start() {
  const explicit = Boolean(process.env.BENCH_AUTH_PORT?.trim())
  const port = parsePort(process.env, 'BENCH_AUTH_PORT', DEFAULT_PORT)
  try {
    return await startServer(port)
  } catch (error) {
    // The default port taken: any free one will do. A port the user chose is theirs to fix.
    if (explicit || !(error instanceof Error) || error.name !== 'PortInUseError') throw error
    return startServer(await freePort())
  }
}

async function main() {
  const { server, config } = await start()
  try {
    await run(server, config)
  } finally {
    await server.close()
  }
}

async function run(server: RunningServer, config: AuthConfig) {
  const base = server.url

  // One verify request, ready to send: its own session (cookie), nonce, account and signature.
  async function prepare(): Promise<Prepared> {
    const res = await fetch(`${base}${AUTH_ROUTES.nonce}`)
    if (res.status !== 200) throw new Error(`setup: ${AUTH_ROUTES.nonce} answered ${res.status}`)
    const cookie = cookieFrom(res)
    const { nonce } = nonceResponseSchema.parse(await res.json())
    const account = privateKeyToAccount(generatePrivateKey())
    const message = buildSiweMessage({
      domain: config.appHost,
      address: account.address,
      statement: config.statement,
      uri: config.appOrigin,
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const signature = await account.signMessage({ message })
    const body = JSON.stringify({ message, signature })
    return { cookie, body, message, signature, address: account.address }
  }

  async function preparePool(n: number): Promise<Prepared[]> {
    const pool: Prepared[] = []
    const worker = async () => {
      while (pool.length + inFlight < n) {
        inFlight++
        try {
          pool.push(await prepare())
        } finally {
          inFlight--
        }
      }
    }
    let inFlight = 0
    await Promise.all(Array.from({ length: PREPARE_PARALLEL }, worker))
    return pool
  }

  const verifyHeaders = (cookie: string) => ({
    origin: config.appOrigin,
    'content-type': 'application/json',
    cookie,
  })

  // Sends each prepared request exactly once: autocannon calls setupRequest once per request sent.
  async function verifyRun(label: string, pool: Prepared[]) {
    let next = 0
    let exhausted = 0
    const measured = await cannon(label, {
      url: base,
      connections: Math.min(CONNECTIONS, pool.length),
      amount: pool.length,
      requests: [
        {
          method: 'POST',
          path: AUTH_ROUTES.verify,
          setupRequest: (request) => {
            const prepared = pool[next++]
            // Only after a timeout's resend: an unsigned body, so it shows up as a non-200.
            if (!prepared) exhausted++
            return {
              ...request,
              headers: verifyHeaders(prepared?.cookie ?? ''),
              body: prepared?.body ?? '{}',
            }
          },
        },
      ],
    })
    return { measured, sent: next, exhausted }
  }

  // Setup check: one prepared request must sign in, or nothing below would mean anything.
  const probe = await prepare()
  const probeRes = await fetch(`${base}${AUTH_ROUTES.verify}`, {
    method: 'POST',
    headers: verifyHeaders(probe.cookie),
    body: probe.body,
  })
  if (probeRes.status !== 200) {
    throw new Error(
      `setup: a prepared verify answered ${probeRes.status}: ${await probeRes.text()}`,
    )
  }

  // Session cookie for the "one cookie" nonce run (per-session nonces: the oldest is evicted).
  const oneSession = cookieFrom(await fetch(`${base}${AUTH_ROUTES.nonce}`))
  const nonceUrl = `${base}${AUTH_ROUTES.nonce}`
  await cannon('warm-up', { url: nonceUrl, connections: CONNECTIONS, duration: 1 })
  const nonceNew = await cannon('GET  nonce (no cookie: new session each)', {
    url: nonceUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  const nonceSame = await cannon('GET  nonce (one session cookie)', {
    url: nonceUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie: oneSession },
  })

  const prepStarted = performance.now()
  const warmPool = await preparePool(WARMUP_VERIFY_N)
  const pool = await preparePool(VERIFY_N)
  const prepS = (performance.now() - prepStarted) / 1000
  await verifyRun('warm-up', warmPool)
  const verify = await verifyRun(`POST verify (${VERIFY_N} distinct, each once)`, pool)

  // The floor: the one ecrecover a plain-account verify does, on this thread, server idle.
  const samples = pool.length > 0 ? pool : [probe]
  const recover = async (i: number) => {
    const s = samples[i % samples.length] as Prepared
    const address = await recoverMessageAddress({ message: s.message, signature: s.signature })
    if (!isAddressEqual(address, s.address)) throw new Error('setup: ecrecover mismatch')
  }
  // Median of batches, so a moment of load from elsewhere on the machine moves it little.
  for (let i = 0; i < 50; i++) await recover(i)
  const batchUs: number[] = []
  for (let done = 0; done < ECRECOVER_N; ) {
    const size = Math.min(ECRECOVER_BATCH, ECRECOVER_N - done)
    const batchStarted = performance.now()
    for (let i = done; i < done + size; i++) await recover(i)
    batchUs.push(((performance.now() - batchStarted) * 1000) / size)
    done += size
  }
  batchUs.sort((a, b) => a - b)
  const recoverUs = percentile(batchUs, 50)

  // The report.
  const fmt = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a')
  const nonOkText = (m: Measured) => {
    const entries = Object.entries(m.nonOk)
    const codes = entries.length ? entries.map(([code, n]) => `${code}×${n}`).join(' ') : '0'
    return m.errors ? `${codes} (+${m.errors} socket errors)` : codes
  }
  const rows = [nonceNew, nonceSame, verify.measured]
  const labelWidth = Math.max(...rows.map((m) => m.label.length))
  console.log(
    `Gatehouse auth server at ${base}, Node ${process.version}, ${CONNECTIONS} connections, ` +
      'server and autocannon in one process (one event loop)',
  )
  console.log('')
  console.log(
    `${'route'.padEnd(labelWidth)}  ${'responses'.padStart(9)}  ${'req/s'.padStart(9)}  ` +
      `${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  non-200`,
  )
  for (const m of rows) {
    console.log(
      `${m.label.padEnd(labelWidth)}  ${String(m.responses).padStart(9)}  ` +
        `${fmt(m.reqPerS, 0).padStart(9)}  ${fmt(m.p50).padStart(7)}  ${fmt(m.p99).padStart(7)}  ` +
        nonOkText(m),
    )
  }
  console.log('')
  console.log(
    `ecrecover (viem recoverMessageAddress), ${ECRECOVER_N} ops: ${fmt(recoverUs, 1)} µs/op, ` +
      `${fmt(1e6 / recoverUs, 0)} ops/s (median of ${batchUs.length} batches; ` +
      `range ${fmt(batchUs[0] ?? Number.NaN, 0)}–${fmt(batchUs.at(-1) ?? Number.NaN, 0)} µs)`,
  )
  const recoverMs = recoverUs / 1000
  const v = verify.measured
  console.log(
    `verify latency / ecrecover: p50 ${fmt(v.p50 / recoverMs, 1)}×, p99 ${fmt(v.p99 / recoverMs, 1)}× ` +
      `(at ${Math.min(CONNECTIONS, VERIFY_N)} connections: includes queueing behind the others)`,
  )
  console.log(
    `verify time per request (1 / throughput) / ecrecover: ${fmt(1e6 / v.reqPerS / recoverUs, 2)}× ` +
      `(${fmt(1e6 / v.reqPerS, 1)} µs, autocannon's client work included)`,
  )
  console.log(
    `verify pool: ${VERIFY_N} prepared (+${WARMUP_VERIFY_N} warm-up) in ${fmt(prepS, 1)} s; ` +
      `${verify.sent} sent${verify.exhausted ? `, ${verify.exhausted} resent after the pool ran out` : ''}`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
