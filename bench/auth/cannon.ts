// One autocannon run, measured from our own per-response samples: autocannon's histogram keeps
// whole milliseconds only, its per-response times are float ms.
import { createRequire } from 'node:module'

// autocannon ships no types: the few parts used here, typed by hand.
export type CannonRequest = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: CannonRequest) => CannonRequest
}
export type CannonOptions = {
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

export type Measured = {
  label: string
  responses: number
  ok: number
  nonOk: Record<string, number>
  errors: number
  reqPerS: number
  p50: number
  p99: number
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** One autocannon run; throughput and percentiles from our own per-response samples (200s only). */
export async function cannon(label: string, options: CannonOptions): Promise<Measured> {
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
