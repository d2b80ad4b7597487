import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { globSync } from 'tinyglobby'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

const include = [
  'packages/**/*.test.ts?(x)',
  'apps/**/*.test.ts?(x)',
  'bench/**/*.test.ts',
  'checks/**/*.test.ts',
  'scripts/**/*.test.ts',
]
const exclude = ['**/node_modules/**', '**/dist*/**']

// Where the time went: with each file in a fresh module graph (Vitest's default), importing the
// same kit, viem and React again for each of ~170 files took 117 s of a 350 s run, beside 96 s
// of tests. So files share one module graph (isolate: false), except those that replace modules
// (vi.mock, vi.doMock, vi.resetModules): a module mock applies only to imports made after it, and
// in a shared graph an earlier file may already have imported the real module. They are found
// by reading the files, so a new one is isolated without a list to keep.
const MODULE_MOCKS = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/
// A file may also ask for a process of its own with a `// vitest-isolate: <why>` line: one whose
// fake clock spans days cannot share a process with the real timers an earlier file left
// running (a periodic one would fire thousands of times inside the jump).
const OWN_PROCESS = /^\/\/ vitest-isolate: /m
// A file's environment, read as Vitest reads it (the first `@vitest-environment <name>`).
const environmentOf = (source: string) =>
  source.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1] ?? 'node'
// A file with `@vitest-environment-options` has an environment no other file shares, so a worker
// of its own anyway; isolated, it cannot come between the jsdom files of 'dom' (below).
const ENVIRONMENT_OPTIONS = /@(?:vitest|jest)-environment-options\s/
const sources = globSync(include, { ignore: exclude }).map((file) => ({
  file,
  source: readFileSync(file, 'utf8'),
}))
const isolated = sources
  .filter(({ source }) =>
    [MODULE_MOCKS, OWN_PROCESS, ENVIRONMENT_OPTIONS].some((re) => re.test(source)),
  )
  .map(({ file }) => file)

// The component tests (jsdom) run in one worker of their own, after the Node files: Vitest hands a
// non-isolated single worker all its files as one task only while they share the environment of
// the first file it sorts, and each other file as a task of its own. Those tasks kept one worker
// (and one jsdom) while they came one after another, but a file with other environment options
// sorted among them ended that worker, and the next jsdom file started a new one that imported
// the kit, React and wagmi again (up to three jsdom workers per run, by the results cache's
// order). One project per environment, each in a group of its own (sequence.groupOrder), makes
// each one task in one worker whatever the order. Its files share one document and its storage
// as they did: vitest.setup.ts unmounts what a file rendered and empties the storage after each.
const dom = sources
  .filter(({ file, source }) => !isolated.includes(file) && environmentOf(source) === 'jsdom')
  .map(({ file }) => file)

// A test that imports a workspace package by name (`@gatehouse/kit`, `@gatehouse/testkit`…) runs
// its sources, as the type-check does: the condition each entry of the packages' exports names
// first (docs/contributing.md "The inner loop"). No build first, and an edit shows at once. The
// rest is Vitest's own default for both environments (Node's conditions, no `browser`: jsdom tests
// import Node code such as the test kit's relay), which Vitest also passes to its workers as
// --conditions. checks/ reads dist/ and the tarballs by path.
const conditions = ['@gatehouse/source', ...defaultServerConditions.filter((c) => c !== 'module')]

export default defineConfig({
  plugins: [react()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // A committed .only fails the run in CI (Vitest's default there, said out loud).
    allowOnly: !process.env.CI,
    // One worker on two cores (Vitest's own default there, said out loud): under npm test Vitest
    // runs beside the examples' installs and Next.js builds, then the testkit's and the examples'
    // browser tests, which take the other core (scripts/test.mjs).
    maxWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: process.env.CI_REPORT ? ['default', 'json'] : ['default'],
    outputFile: { json: '.reports/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: [...exclude, ...isolated, ...dom],
          isolate: false,
          // Type tests (`*.test-d.ts`, expectTypeOf): checked by tsc through Vitest, reported as
          // tests. `npm test` type-checks the whole project once with tsc (these files included)
          // and turns this second pass over the same tsconfig off (GATEHOUSE_TYPECHECKED=1).
          typecheck: {
            enabled: process.env.GATEHOUSE_TYPECHECKED !== '1',
            include: ['packages/**/*.test-d.ts', 'checks/**/*.test-d.ts'],
            tsconfig: './tsconfig.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: dom,
          environment: 'jsdom',
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: isolated,
          // A child process per file (Vitest's forks, isolated). Not `vmThreads`: it took these 18
          // files and 54 tests from 31 CPU seconds to 15, but a file's modules outlived it in the
          // worker: loadCatalogue.ts, evaluated for an English browser by
          // loadCatalogue.english.test.ts, was the same module for the German browser of
          // loadCatalogue.test.ts when that one ran second (two fresh-clone runs failed on it, and
          // `--sequence.shuffle.files` shows it in either order).
          isolate: true,
        },
      },
    ],
  },
})
