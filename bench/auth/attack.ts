// The flood benchmark (issue 24): `npm run bench:auth -- --attack` (or BENCH_AUTH_MODE=attack).
// For each store (memory, and a local redis-server this run starts and stops by PID):
//   quiet   legitimate clients sign in for BENCH_AUTH_QUIET_S seconds, nothing else runs;
//   attack  the same clients, while one attacker floods /nonce and /verify (attackers.ts:
//           cookie-less from one IPv4, random cookies, 64 addresses of one IPv6 /64, 4 KiB
//           Resources messages) for BENCH_AUTH_ATTACK_S seconds.
// The server is Gatehouse's own (createApp) with the package's default limits, behind one trusted
// proxy hop, in a child process (attackServer.ts) that reports its heap every 100 ms; the
// attacker is another child process at low CPU priority. Each legitimate client has its own
// address and signs in at a pace inside the default per-address limits (one sign-in every
// LEGIT_INTERVAL_MS). Latency is a sign-in's two requests (nonce + verify), signing excluded.
// Then, in this process: heap per authenticated session in the memory store (typical, and with
// the most Request ID and Resources a session keeps) and the mean time of a refused write to a
// full memory store of 100,000 entries. Prints a table; asserts nothing.
import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { setPriority } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { type AuthStore, createAuthHandler, createMemoryStore } from '@gatehouse/auth-server'
import { AUTH_ROUTES, buildSiweMessage, nonceResponseSchema } from '@gatehouse/siwe'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { AttackReport } from './attackers'
import type { AttackServerMessage } from './attackServer'
import { percentile } from './cannon'
import { freePort } from './freePort'
import { startRedis } from './redisServer'
import { cookieFrom } from './server'

const positive = (name: string, fallback: number) => {
  const raw = process.env[name]?.trim()
  const value = raw ? Number(raw) : fallback
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name}: must be a positive integer`)
  return value
}

const QUIET_S = positive('BENCH_AUTH_QUIET_S', 20)
const ATTACK_S = positive('BENCH_AUTH_ATTACK_S', 20)
const WARMUP_S = 4
/** BENCH_AUTH_STORES: which stores to flood, `memory,redis` by default (`none`: only the rest). */
const STORES = (process.env.BENCH_AUTH_STORES?.trim() || 'memory,redis')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is 'memory' | 'redis' => name === 'memory' || name === 'redis')
const LEGIT_CLIENTS = positive('BENCH_AUTH_LEGIT_CLIENTS', 20)
const ATTACK_CONNECTIONS = positive('BENCH_AUTH_ATTACK_CONNECTIONS', 8)
/** One sign-in per client every 3.5 s: 17 a minute, inside the default 20 verifies per address. */
const LEGIT_INTERVAL_MS = 3_500
const HEAP_GOAL_MB = 256
const SESSIONS_FOR_HEAP = 50_000
const ROUTE_SESSIONS = 2_000
const FULL_STORE_ENTRIES = 100_000
const REFUSED_WRITES = 10_000
const MAX_EXTRAS_RESOURCES = 8
const MAX_EXTRAS_CHARS = 1024
const STATEMENT = 'Sign in to the Gatehouse demo.'
const HERE = path.dirname(fileURLToPath(import.meta.url))
const MB = 1024 * 1024

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Phase = { ok: number; failed: number; failures: Record<string, number>; latencies: number[] }

/** A child process running one of this folder's scripts through tsx. */
function child(script: string, env: Record<string, string>): ChildProcess {
  return fork(path.join(HERE, script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
}

/** The server child, started; `heap` is the most heap it has reported since the last reset. */
async function startServer(store: 'memory' | 'redis', redisUrl?: string) {
  const port = await freePort()
  const proc = child('attackServer.ts', {
    BENCH_PORT: String(port),
    BENCH_STORE: store,
    ...(redisUrl ? { BENCH_REDIS_URL: redisUrl } : {}),
  })
  let maxHeap = 0
  const url = await new Promise<string>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`setup: the bench server exited (${code})`)))
    proc.on('message', (message: AttackServerMessage) => {
      if (message.type === 'listening') resolve(message.url)
      else maxHeap = Math.max(maxHeap, message.heapUsed)
    })
  })
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
  return {
    url,
    maxHeap: () => maxHeap,
    resetHeap: () => {
      maxHeap = 0
    },
    stop: async () => {
      proc.send('stop')
      await exited
    },
  }
}

/** One legitimate visitor from `ip`: sign-ins at LEGIT_INTERVAL_MS until `until`. */
async function legitClient(base: string, ip: string, startDelayMs: number, until: number) {
  const phase: Phase = { ok: 0, failed: 0, failures: {}, latencies: [] }
  const account = privateKeyToAccount(generatePrivateKey())
  const origin = base
  const host = new URL(base).host
  const fail = (why: string) => {
    phase.failed++
    phase.failures[why] = (phase.failures[why] ?? 0) + 1
  }
  await sleep(startDelayMs)
  while (performance.now() < until) {
    const started = performance.now()
    const nonceRes = await fetch(`${base}${AUTH_ROUTES.nonce}`, {
      headers: { accept: 'application/json', 'x-forwarded-for': ip },
    })
    const nonceMs = performance.now() - started
    if (nonceRes.status !== 200) {
      fail(`nonce ${nonceRes.status}`)
    } else {
      const cookie = cookieFrom(nonceRes)
      const { nonce, issuedAt } = nonceResponseSchema.parse(await nonceRes.json())
      const message = buildSiweMessage({
        domain: host,
        address: account.address,
        statement: STATEMENT,
        uri: origin,
        version: '1',
        chainId: 1,
        nonce,
        issuedAt: issuedAt ?? new Date().toISOString(),
      })
      const signature = await account.signMessage({ message })
      const verifyStarted = performance.now()
      const verifyRes = await fetch(`${base}${AUTH_ROUTES.verify}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', cookie, 'x-forwarded-for': ip },
        body: JSON.stringify({ message, signature }),
      })
      const verifyMs = performance.now() - verifyStarted
      await verifyRes.arrayBuffer()
      if (verifyRes.status === 200) {
        phase.ok++
        phase.latencies.push(nonceMs + verifyMs)
      } else {
        fail(`verify ${verifyRes.status}`)
      }
    }
    await sleep(Math.max(0, LEGIT_INTERVAL_MS - (performance.now() - started)))
  }
  return phase
}

/** All legitimate clients for `seconds`; their address block differs per phase (fresh limits). */
async function legitTraffic(base: string, seconds: number, block: number): Promise<Phase> {
  const until = performance.now() + seconds * 1000
  const phases = await Promise.all(
    Array.from({ length: LEGIT_CLIENTS }, (_, i) =>
      legitClient(base, `198.51.${block}.${i + 1}`, (i * LEGIT_INTERVAL_MS) / LEGIT_CLIENTS, until),
    ),
  )
  const all: Phase = { ok: 0, failed: 0, failures: {}, latencies: [] }
  for (const phase of phases) {
    all.ok += phase.ok
    all.failed += phase.failed
    all.latencies.push(...phase.latencies)
    for (const [why, n] of Object.entries(phase.failures)) {
      all.failures[why] = (all.failures[why] ?? 0) + n
    }
  }
  all.latencies.sort((a, b) => a - b)
  return all
}

/** Starts the attacker; `started` once its load is running, `done` with what it got. */
async function flood(base: string): Promise<{ done: Promise<AttackReport> }> {
  const origin = base
  const proc = child('attackers.ts', {
    BENCH_BASE: base,
    BENCH_APP_ORIGIN: origin,
    BENCH_APP_HOST: new URL(base).host,
    BENCH_STATEMENT: STATEMENT,
    BENCH_ATTACK_S: String(ATTACK_S),
    BENCH_ATTACK_CONNECTIONS: String(ATTACK_CONNECTIONS),
  })
  if (proc.pid !== undefined) setPriority(proc.pid, 19)
  let report: (value: AttackReport) => void = () => {}
  const done = new Promise<AttackReport>((resolve) => {
    report = resolve
  })
  await new Promise<void>((started, failed) => {
    proc.on('message', (message: 'started' | AttackReport) => {
      if (message === 'started') started()
      else report(message)
    })
    proc.once('exit', (code) => code !== 0 && failed(new Error(`the attacker exited (${code})`)))
  })
  return { done }
}

type StoreRun = {
  store: string
  quiet: Phase
  attack: Phase
  attacker: AttackReport
  heapQuietMb: number
  heapAttackMb: number
}

async function runStore(store: 'memory' | 'redis', block: number): Promise<StoreRun> {
  const redis = store === 'redis' ? await startRedis() : undefined
  const server = await startServer(store, redis?.url)
  try {
    // Unmeasured: the server's first sign-ins load and compile what later ones reuse (viem's
    // signature code, secp256k1's tables), hundreds of ms that are no property of either phase.
    await legitTraffic(server.url, WARMUP_S, block + 2)
    server.resetHeap()
    const quiet = await legitTraffic(server.url, QUIET_S, block)
    const heapQuietMb = server.maxHeap() / MB
    server.resetHeap()
    // The clients start once the flood runs, and stop before it does.
    const { done } = await flood(server.url)
    const attack = await legitTraffic(server.url, ATTACK_S, block + 1)
    const attacker = await done
    return { store, quiet, attack, attacker, heapQuietMb, heapAttackMb: server.maxHeap() / MB }
  } finally {
    await server.stop()
    await redis?.stop()
  }
}

/** The V8 collector, callable from here (tsx runs without --expose-gc). */
function collector(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex')
const measuredStores: AuthStore[] = []

/** Heap per signed-in session in the memory store, as the verify route stores one. */
async function heapPerSession(withExtras: boolean): Promise<number> {
  const gc = collector()
  const store = createMemoryStore({ maxSessions: SESSIONS_FOR_HEAP * 2 })
  gc()
  const before = process.memoryUsage().heapUsed
  const resourceChars = Math.floor(MAX_EXTRAS_CHARS / (MAX_EXTRAS_RESOURCES + 1))
  for (let i = 0; i < SESSIONS_FOR_HEAP; i++) {
    // Fresh, flat strings per session, as JSON.parse of each request body gives.
    const extras = withExtras
      ? (JSON.parse(
          JSON.stringify({
            requestId: randomHex(resourceChars / 2),
            resources: Array.from(
              { length: MAX_EXTRAS_RESOURCES },
              () => `https://r.example/${randomHex((resourceChars - 18) / 2)}`,
            ),
          }),
        ) as { requestId: string; resources: string[] })
      : {}
    await store.createSession(
      {
        kind: 'authenticated',
        createdAt: Date.now(),
        address: JSON.parse(`"0x${randomHex(20)}"`) as Address,
        chainId: 1,
        ...extras,
      },
      86_400_000,
    )
  }
  gc()
  const bytes = (process.memoryUsage().heapUsed - before) / SESSIONS_FOR_HEAP
  // Held past the measurement, or the collector may take the store before it is read.
  measuredStores.push(store)
  return bytes
}

/**
 * Heap per signed-in session made through the real verify route (in-process handler, no HTTP):
 * the store's entry as the route writes it, plus whatever else the route keeps per session (its
 * rate-limit windows, for their minute).
 */
async function heapPerRouteSession(): Promise<number> {
  const gc = collector()
  const store = createMemoryStore({ maxSessions: ROUTE_SESSIONS * 2 })
  const origin = 'http://127.0.0.1:4399'
  const huge = { points: 999_999_999, durationS: 60 }
  const handler = createAuthHandler({
    appOrigin: origin,
    insecureLocalCookie: true,
    store,
    rateLimits: {
      nonceIp: huge,
      nonceSession: huge,
      verifyIp: huge,
      verifySession: huge,
      nonceGlobal: huge,
      verifyGlobal: huge,
    },
  })
  const accounts = Array.from({ length: 4 }, () => privateKeyToAccount(generatePrivateKey()))
  // Signed ahead, so the measured heap holds sessions, not pending signatures.
  const prepared: { cookie: string; body: string }[] = []
  for (let i = 0; i < ROUTE_SESSIONS; i++) {
    const res = await handler(new Request(`${origin}${AUTH_ROUTES.nonce}`))
    const cookie = cookieFrom(res)
    const { nonce, issuedAt } = nonceResponseSchema.parse(await res.json())
    const account = accounts[i % accounts.length] ?? accounts[0]
    if (!account) throw new Error('setup: no account')
    const message = buildSiweMessage({
      domain: new URL(origin).host,
      address: account.address,
      statement: handler.config.statement,
      uri: origin,
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: issuedAt ?? new Date().toISOString(),
    })
    prepared.push({
      cookie,
      body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
    })
  }
  gc()
  const before = process.memoryUsage().heapUsed
  for (const { cookie, body } of prepared.splice(0)) {
    const res = await handler(
      new Request(`${origin}${AUTH_ROUTES.verify}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', cookie },
        body,
      }),
    )
    if (res.status !== 200) throw new Error(`setup: verify answered ${res.status}`)
  }
  gc()
  const bytes = (process.memoryUsage().heapUsed - before) / ROUTE_SESSIONS
  measuredStores.push(store)
  return bytes
}

/** Mean ms per refused putNonce once signed-in sessions hold every one of 100,000 nonces. */
async function refusedWriteMs(): Promise<number> {
  const store: AuthStore = createMemoryStore({
    maxOutstandingNoncesTotal: FULL_STORE_ENTRIES,
    maxSessions: FULL_STORE_ENTRIES,
  })
  const perSession = 5
  for (let s = 0; s < FULL_STORE_ENTRIES / perSession; s++) {
    const id = await store.createSession(
      { kind: 'authenticated', createdAt: 0, address: `0x${randomHex(20)}` as Address, chainId: 1 },
      3_600_000,
    )
    for (let n = 0; n < perSession; n++)
      await store.putNonce(id, `n${s}x${n}`, Date.now() + 600_000)
  }
  const asker = await store.createSession({ kind: 'anonymous', createdAt: 0 }, 600_000)
  let refused = 0
  const started = performance.now()
  for (let i = 0; i < REFUSED_WRITES; i++) {
    if ((await store.putNonce(asker, `refused${i}`, Date.now() + 300_000)) === 'too_many') refused++
  }
  const ms = (performance.now() - started) / REFUSED_WRITES
  if (refused !== REFUSED_WRITES) throw new Error(`setup: only ${refused} writes were refused`)
  return ms
}

const fmt = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a')
const successRate = (p: Phase) =>
  p.ok + p.failed === 0 ? Number.NaN : (100 * p.ok) / (p.ok + p.failed)
const failuresText = (p: Phase) =>
  Object.entries(p.failures)
    .map(([why, n]) => `${why}×${n}`)
    .join(' ') || '-'

function printRuns(runs: StoreRun[]) {
  console.log(
    `\nFlood benchmark: ${LEGIT_CLIENTS} legitimate clients (1 sign-in / ${LEGIT_INTERVAL_MS / 1000} s each), ` +
      `quiet ${QUIET_S} s, attack ${ATTACK_S} s (${ATTACK_CONNECTIONS} connections per attack vector)\n`,
  )
  console.log(
    '| store | phase | sign-ins | success | p50 ms | p99 ms | p99 vs quiet | failures | max server heap |',
  )
  console.log('|---|---|---:|---:|---:|---:|---:|---|---:|')
  for (const run of runs) {
    const quietP99 = percentile(run.quiet.latencies, 99)
    for (const [name, phase, heap] of [
      ['quiet', run.quiet, run.heapQuietMb],
      ['attack', run.attack, run.heapAttackMb],
    ] as const) {
      const p99 = percentile(phase.latencies, 99)
      console.log(
        `| ${run.store} | ${name} | ${phase.ok + phase.failed} | ${fmt(successRate(phase))}% | ` +
          `${fmt(percentile(phase.latencies, 50), 2)} | ${fmt(p99, 2)} | ${fmt(p99 / quietP99, 2)}x | ` +
          `${failuresText(phase)} | ${fmt(heap)} MB |`,
      )
    }
  }
  console.log('\nWhat the attacker got (answers by status, per vector):\n')
  console.log('| store | vector | answers | by status |')
  console.log('|---|---|---:|---|')
  for (const run of runs) {
    for (const [vector, { statuses, errors }] of Object.entries(run.attacker)) {
      const total = Object.values(statuses).reduce((a, b) => a + b, 0)
      const by = Object.entries(statuses)
        .map(([code, n]) => `${code}×${n}`)
        .join(' ')
      console.log(
        `| ${run.store} | ${vector} | ${total} | ${by}${errors ? ` (+${errors} errors)` : ''} |`,
      )
    }
  }
}

export async function attackBenchmark(): Promise<void> {
  const runs: StoreRun[] = []
  for (const [index, store] of STORES.entries()) runs.push(await runStore(store, 100 + 10 * index))
  if (runs.length > 0) printRuns(runs)
  const typical = await heapPerSession(false)
  const fullest = await heapPerSession(true)
  const routeSession = await heapPerRouteSession()
  const refusedMs = await refusedWriteMs()
  const heapOk = runs.every((run) => Math.max(run.heapQuietMb, run.heapAttackMb) < HEAP_GOAL_MB)
  console.log('\n| measure | value | goal |')
  console.log('|---|---:|---:|')
  console.log(
    `| heap per signed-in session (no Request ID / Resources) | ${fmt(typical, 0)} B | < 2048 B |`,
  )
  console.log(
    `| heap per signed-in session (${MAX_EXTRAS_RESOURCES} Resources + Request ID, ${MAX_EXTRAS_CHARS} chars) | ${fmt(fullest, 0)} B | (bound) |`,
  )
  console.log(
    `| heap per signed-in session through the verify route (${ROUTE_SESSIONS.toLocaleString('en')} sign-ins: store entry + rate-limit windows) | ${fmt(routeSession, 0)} B | < 2048 B |`,
  )
  console.log(
    `| refused write, full memory store (${FULL_STORE_ENTRIES.toLocaleString('en')} entries) | ${fmt(refusedMs, 4)} ms | < 0.1 ms |`,
  )
  console.log(
    `| server heap under ${HEAP_GOAL_MB} MB throughout | ${heapOk ? 'yes' : 'NO'} | yes |`,
  )
}
