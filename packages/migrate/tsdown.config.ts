import { defineConfig } from 'tsdown'

// As every package: ES modules and bundled declarations into dist/ (declarations from TypeScript
// 7's native compiler). Two entries: the programmatic API and the command behind `bin`; Node only.
export default defineConfig({
  entry: { index: 'src/exports/index.ts', cli: 'src/cli.ts' },
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
