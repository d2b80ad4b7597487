// The benchmark's printed report: one row per route, then the cryptographic floor and the ratios.
import type { Measured } from './cannon'
import { CONNECTIONS, ECRECOVER_N, VERIFY_N, WARMUP_VERIFY_N } from './settings'

export type Report = {
  base: string
  nonceNew: Measured
  nonceSame: Measured
  verify: { measured: Measured; sent: number; exhausted: number }
  prepS: number
  recoverUs: number
  batchUs: number[]
}

const fmt = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a')

const nonOkText = (m: Measured) => {
  const entries = Object.entries(m.nonOk)
  const codes = entries.length ? entries.map(([code, n]) => `${code}×${n}`).join(' ') : '0'
  return m.errors ? `${codes} (+${m.errors} socket errors)` : codes
}

export function printReport({
  base,
  nonceNew,
  nonceSame,
  verify,
  prepS,
  recoverUs,
  batchUs,
}: Report) {
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
