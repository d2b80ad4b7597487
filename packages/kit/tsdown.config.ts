import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    wallets: 'src/exports/wallets.ts',
    vite: 'src/exports/vite.ts',
  },
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
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
