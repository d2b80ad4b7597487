import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'packages/**/*.test.ts?(x)',
      'apps/**/*.test.ts?(x)',
      'bench/**/*.test.ts',
      'checks/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist*/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Type tests (`*.test-d.ts`, expectTypeOf): checked by tsc through Vitest, reported as tests.
    typecheck: {
      enabled: true,
      include: ['packages/**/*.test-d.ts', 'checks/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: process.env.CI_REPORT ? ['default', 'json'] : ['default'],
    outputFile: { json: '.reports/vitest.json' },
  },
})
