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
// The parts live in bench/auth/: settings, the autocannon run (cannon), the server, the prepared
// verify requests, the ecrecover floor and the report.
//
// Attack mode (`npm run bench:auth -- --attack`, or BENCH_AUTH_MODE=attack): the flood benchmark
// of issue 24 instead, bench/auth/attack.ts: a legitimate client's sign-ins with no attack and
// under a flood, on the memory and the Redis store, with the server's heap.

import type { AuthConfig } from '@gatehouse/server/auth'
import type { RunningServer } from '@gatehouse/server/listen'
import { AUTH_ROUTES } from '@gatehouse/siwe'
import { cannon } from './auth/cannon'
import { measureEcrecover } from './auth/ecrecover'
import { printReport } from './auth/report'
import { cookieFrom, startBenchServer } from './auth/server'
import { CONNECTIONS, DURATION_S, VERIFY_N, WARMUP_VERIFY_N } from './auth/settings'
import { verifyRequests } from './auth/verifyRequests'

async function main() {
  const { server, config } = await startBenchServer()
  try {
    await run(server, config)
  } finally {
    await server.close()
  }
}

async function run(server: RunningServer, config: AuthConfig) {
  const base = server.url
  const { prepare, preparePool, verifyHeaders, verifyRun } = verifyRequests(base, config)

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

  const { recoverUs, batchUs } = await measureEcrecover(pool.length > 0 ? pool : [probe])
  printReport({ base, nonceNew, nonceSame, verify, prepS, recoverUs, batchUs })
}

const attackMode = process.argv.includes('--attack') || process.env.BENCH_AUTH_MODE === 'attack'

;(attackMode ? import('./auth/attack').then((m) => m.attackBenchmark()) : main()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
