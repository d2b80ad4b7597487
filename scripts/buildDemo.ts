// Builds apps/demo against local chains, with Vite's programmatic build(). Shared by `npm start`
// and the e2e global setup. The demo reads its configuration from VITE_* variables, and Vite lets
// process.env win over .env files, so the local RPC URLs cannot be overridden by a stray .env.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const DEMO_ROOT = path.join(REPO_ROOT, 'apps/demo')

export type BuildDemoOptions = {
  /** Absolute, or relative to the repo root. */
  outDir: string
  /** chain id -> local RPC URL, passed as VITE_RPC_URL_<chainId>. */
  rpcUrls: ReadonlyMap<number, string>
  /** Further VITE_* variables (e.g. VITE_ENABLE_TESTNETS, VITE_POLLING_INTERVAL_MS). */
  env?: Readonly<Record<string, string>>
}

export async function buildDemo({ outDir, rpcUrls, env = {} }: BuildDemoOptions): Promise<string> {
  const vars: Record<string, string> = { VITE_LOCAL_STACK: 'true', ...env }
  for (const [chainId, url] of rpcUrls) vars[`VITE_RPC_URL_${chainId}`] = url
  const outPath = path.resolve(REPO_ROOT, outDir)
  const previous = new Map(Object.keys(vars).map((key) => [key, process.env[key]]))
  Object.assign(process.env, vars)
  try {
    await build({
      root: DEMO_ROOT,
      logLevel: 'warn',
      build: { outDir: outPath, emptyOutDir: true },
    })
  } finally {
    // Leave the caller's environment as it was (globalSetup shares its process with the tests).
    for (const [key, value] of previous) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  return outPath
}
