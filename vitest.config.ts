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
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: process.env.CI_REPORT ? ['default', 'json'] : ['default'],
    outputFile: { json: '.reports/vitest.json' },
  },
})
