// The auth benchmark's knobs, from the environment (positive integers), and its fixed sizes.

export const HOST = '127.0.0.1'
export const DEFAULT_PORT = 4320

const positive = (name: string, fallback: number) => {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name}: must be a positive integer, got "${raw}"`)
  }
  return value
}

export const DURATION_S = positive('BENCH_AUTH_DURATION_S', 5)
export const VERIFY_N = positive('BENCH_AUTH_VERIFY_N', 2000)
export const ECRECOVER_N = positive('BENCH_AUTH_ECRECOVER_N', 2000)
export const CONNECTIONS = positive('BENCH_AUTH_CONNECTIONS', 10)
export const WARMUP_VERIFY_N = 100
export const ECRECOVER_BATCH = 200
export const PREPARE_PARALLEL = 8
