import { compileHints, splitModules } from '@gatehouse/kit/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { securityHeadersFile } from './build/securityHeadersFile.ts'
import { buildDemoConfig, type Env } from './src/demoConfig.ts'

// The page's configuration (the VITE_* environment), validated here once, as a module main.tsx
// imports: the validation code stays out of the bundle. An invalid value still reaches the page
// as its message (in dev; a production build fails on it in securityHeadersFile). The testnets
// are imported only by a build that shows them.
const DEMO_CONFIG = 'virtual:gatehouse-demo-config'
function demoConfigModule(): Plugin {
  let env: Env = {}
  return {
    name: 'gatehouse:demo-config',
    configResolved(config) {
      env = config.env
    },
    resolveId: (id) => (id === DEMO_CONFIG ? `\0${DEMO_CONFIG}` : undefined),
    load(id) {
      if (id !== `\0${DEMO_CONFIG}`) return undefined
      const built = buildDemoConfig(env)
      const testnets =
        'config' in built && built.config.testnets
          ? `export { TESTNET_CHAINS as testnetChains } from '/src/chains.ts'`
          : 'export const testnetChains = []'
      return `export default ${JSON.stringify(built)}\n${testnets}`
    },
  }
}

// The dev server (`npm run dev`, or `vite` here) serves the workspace packages' sources: the
// condition each entry of their exports names first, so an edit to the kit shows at once, with hot
// reload. A build (`npm run build`, `npm start`, the e2e builds) resolves their dist/ as an
// integrator's would (docs/contributing.md "The inner loop").
const SOURCE_CONDITION = '@gatehouse/source'

export default defineConfig(({ command }) => ({
  // securityHeadersFile: what the build talks to, for the server's Content-Security-Policy.
  // compileHints: the modals' chunks compile when they load in idle time, not on the click.
  // splitModules: viem's and wagmi's error classes and a few helpers split per declaration, so
  // the lazily loaded chunks' share of them leaves the first render (3 KB gzip), as in any app.
  plugins: [react(), splitModules(), compileHints(), securityHeadersFile(), demoConfigModule()],
  // Configuration (RPC URLs, flags) comes from the repo-root environment and .env files.
  envDir: '../..',
  // wagmi imports use-sync-external-store's shim for React 17; React 18 and 19 have the hook
  // built in, and the shim's own code (used only without it) would sit in the first render.
  resolve: {
    ...(command === 'serve' ? { conditions: [SOURCE_CONDITION, ...defaultClientConditions] } : {}),
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // The lazily loaded WalletConnect SDK is one large chunk by nature; the first-render budget is
  // enforced by bench/bundleBudget.test.ts instead.
  // Every browser the kit supports has modulepreload: the polyfill would only cost first-render bytes.
  build: {
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1024,
    modulePreload: {
      polyfill: false,
      // Vite lists, for each dynamic import, the files to preload with it, starting with the
      // imported chunk itself, which import() requests at that same moment anyway. Each listed
      // name is a hashed file name in the entry's preload table (0.4 KB gzip of the first render).
      resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file),
    },
    // Everything the first render runs in one chunk: left to itself, Rolldown splits the modules
    // the entry shares with lazily loaded chunks into 15 small files, each gzipped on its own and
    // each a request and a compile task before the first paint (5 KB gzip more in all).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-render', tags: ['$initial'] }] } },
    },
  },
}))
