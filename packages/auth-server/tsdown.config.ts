import { defineConfig } from 'tsdown'

// As in packages/siwe: ES modules and bundled declarations into dist/, declarations from
// TypeScript 7's native compiler. `platform: 'node'`: the handler runs on Node (node:crypto for
// Redis keys, process.stdout for the JSON logger), not in an edge runtime.
export default defineConfig({
  entry: { index: 'src/exports/index.ts', 'next-auth': 'src/exports/nextAuth.ts' },
  format: 'esm',
  platform: 'node',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  dts: { tsgo: { path: '../../node_modules/typescript/bin/tsc' } },
  // .js and .d.ts like siwe (the package is "type": "module"); tsdown's node default is .mjs.
  fixedExtension: false,
  sourcemap: false,
  clean: true,
})
