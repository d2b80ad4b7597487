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
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist*/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Type tests (`*.test-d.ts`, expectTypeOf): checked by tsc through Vitest, reported as tests.
    // `npm test` type-checks the whole project once with tsc (these files included) and turns
    // this second pass over the same tsconfig off (GATEHOUSE_TYPECHECKED=1).
    typecheck: {
      enabled: process.env.GATEHOUSE_TYPECHECKED !== '1',
      include: ['packages/**/*.test-d.ts', 'checks/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
    // A committed .only fails the run in CI (Vitest's default there, said out loud).
    allowOnly: !process.env.CI,
    // One worker on two cores (Vitest's own default there, said out loud): under npm test Vitest
    // runs beside the e2e suite's two workers, and a second worker overloaded the machine.
    maxWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: process.env.CI_REPORT ? ['default', 'json'] : ['default'],
    outputFile: { json: '.reports/vitest.json' },
  },
})
