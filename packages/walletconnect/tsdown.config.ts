import { defineConfig } from 'tsdown'

// Shared by every package: ES modules and bundled declarations into dist/. Declarations come from
// TypeScript 7's native compiler (the repo's `tsc`); tsdown's default path needs TypeScript 5/6's
// JS API, which TypeScript 7 no longer ships.
export default defineConfig({
  // dapp: the dapp side alone (src/exports/dapp.ts says why).
  entry: { index: 'src/exports/index.ts', dapp: 'src/exports/dapp.ts' },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  dts: { tsgo: { path: '../../node_modules/typescript/bin/tsc' } },
  sourcemap: false,
  clean: true,
})
