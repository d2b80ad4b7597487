import { defineConfig } from 'tsdown'
import { web3icons } from './scripts/web3icons'

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    safe: 'src/exports/safe.ts',
    wallets: 'src/exports/wallets.ts',
    vite: 'src/exports/vite.ts',
  },
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  // The wallet and network marks, copied from @web3icons/core (a devDependency) into dist/web3icons/.
  plugins: [web3icons()],
  // Node's built-ins: only @gatehouse/kit/vite (build-time code, run by Vite in Node) uses them.
  deps: { neverBundle: [/^node:/] },
  unbundle: true,
  dts: { tsgo: { path: '../../node_modules/typescript/bin/tsc' } },
  css: {
    splitting: false,
    fileName: 'styles.css',
    modules: { generateScopedName: 'gh-[local]-[hash]' },
  },
  sourcemap: false,
  clean: true,
})
