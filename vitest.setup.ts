// Testing Library's findBy*/waitFor give up after 1 s by default. The first test of a file that
// opens a modal waits for the modal's lazily imported modules, which Vitest transforms on that
// first import: on a busy 2-core CI machine that took longer than 1 s (SignInDialog.test.tsx
// failed a CI run that way, and WalletButton.test.tsx waited 6 s for the account modal on a
// fresh-clone run whose two cores were saturated). The wait ends as soon as the element is there;
// a missing element still fails, after 15 s, inside the test's own 20 s.
import { configure } from '@testing-library/dom'
import { afterAll, vi } from 'vitest'

const ASYNC_WAIT_MS = 15_000
configure({ asyncUtilTimeout: ASYNC_WAIT_MS })

// Vitest's own vi.waitFor and vi.waitUntil give up after 1 s by default, the same kind of bound
// on the wall clock (25 calls rely on it), which a busy machine's module loading can run past.
// Same policy as Testing Library's above; a timeout a call gives still wins. The files of a
// worker share `vi` (vitest.config.ts), so it is wrapped once.
const DEFAULTED = Symbol.for('gatehouse.asyncWaitDefaulted')
if (!(DEFAULTED in vi.waitFor)) {
  const { waitFor, waitUntil } = vi
  type Options = Parameters<typeof waitFor>[1]
  const withTimeout = (options: Options) =>
    typeof options === 'number' ? options : { timeout: ASYNC_WAIT_MS, ...options }
  vi.waitFor = Object.assign(
    ((callback, options) => waitFor(callback, withTimeout(options))) as typeof waitFor,
    { [DEFAULTED]: true },
  )
  vi.waitUntil = ((callback, options) =>
    waitUntil(callback, withTimeout(options))) as typeof waitUntil
}

// Code a test started loading lazily (the kit loads its transaction tracker once an account is
// connected and a transaction is pending) may still be importing when the file's last test ends;
// an import that runs after the test environment is torn down fails the whole run
// (EnvironmentTeardownError, after useRecentTransactions.test.tsx in CI). Each file ends once
// every dynamic import it started has settled.
afterAll(() => vi.dynamicImportSettled())

// The jsdom files of a worker share one document and its storage (vitest.config.ts): a tree one
// rendered and never unmounted, and what it stored, would meet every later file. Vitest runs a
// file's after-all hooks in reverse: this runs after the one below has put back real timers and
// globals (a stubbed, throwing storage is not the one emptied) and before the pending imports
// above are awaited.
afterAll(async () => {
  if (typeof document === 'undefined') return
  const { endFileInDocument } = await import('./scripts/vitestFileCleanup')
  endFileInDocument()
})

// Most files share one module graph (vitest.config.ts, isolate: false): what a file changed in
// the process ends with it, so the next file starts from real timers, real globals and
// environment, and no spies left behind.
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
