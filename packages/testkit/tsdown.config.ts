import { defineConfig } from 'tsdown'

// Like every package: ES modules and bundled declarations into dist/, one file per entry point
// (shared code goes to chunks). Node only: anvil, WalletConnect peers and servers. Fixture and
// contract JSON is imported, so it is inlined and nothing is read from disk at run time. The
// dependencies (viem, ws, WalletConnect, @playwright/test) stay external. Declarations come from
// TypeScript 7's native compiler, as in packages/siwe.
export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    config: 'src/exports/config.ts',
    playwright: 'src/exports/playwright.ts',
    safe: 'src/exports/safe.ts',
    wallet: 'src/exports/wallet.ts',
    walletconnect: 'src/exports/walletconnect.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // .js and .d.ts (the package is "type": "module"), not the .mjs tsdown picks for Node.
  fixedExtension: false,
  // Nothing from node_modules, not even types: @playwright/test's declarations re-export
  // playwright-core's, which would otherwise be inlined (2 MB) into playwright.d.ts.
  deps: { skipNodeModulesBundle: true },
  tsconfig: 'tsconfig.build.json',
  dts: { tsgo: { path: '../../node_modules/typescript/bin/tsc' } },
  sourcemap: false,
  clean: true,
})
