// `npm run dev`'s page: apps/demo from Vite's dev server, over the workspace packages' sources
// (the demo's vite.config.ts adds the `@gatehouse/source` condition when serving), so an edit to
// the kit, siwe or the demo shows in the browser at once, with hot reload. scripts/start.ts --dev
// starts it in place of the build, beside the same local chains and the same server, whose API
// (/api: sign-in) it forwards: the page and the API keep one origin, as under `npm start`.
import type { ViteDevServer } from 'vite'
import { DEMO_ROOT } from './buildDemo'

export type DemoDevServerOptions = {
  port: number
  host: string
  /** chain id -> local RPC URL, passed as VITE_RPC_URL_<chainId> (as buildDemo does). */
  rpcUrls: ReadonlyMap<number, string>
  /** Where apps/server listens: /api is forwarded there. */
  apiUrl: string
}

export async function startDemoDevServer({
  port,
  host,
  rpcUrls,
  apiUrl,
}: DemoDevServerOptions): Promise<ViteDevServer> {
  // Vite lets process.env win over .env files: the local RPC URLs cannot be overridden by a
  // stray .env (as in buildDemo). This process is only the dev stack, so they are left set.
  process.env.VITE_LOCAL_STACK = 'true'
  for (const [chainId, url] of rpcUrls) process.env[`VITE_RPC_URL_${chainId}`] = url
  // Loaded only now, as start.ts loads the build: Vite takes seconds to import.
  const { createServer } = await import('vite')
  const server = await createServer({
    root: DEMO_ROOT,
    // vite.config.ts imported by Node itself (through tsx), not bundled first: so its own import
    // of @gatehouse/kit/vite resolves with this process's conditions, to the kit's source, and
    // needs no dist/ either (Vite's bundling loader would resolve dist/ on its own).
    configLoader: 'native',
    server: { port, host, strictPort: true, proxy: { '/api': apiUrl } },
  })
  await server.listen()
  return server
}
