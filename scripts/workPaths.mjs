// The paths the test scripts share: the repository, its reports, and RainbowKit's example apps
// with the files their browser test adds (test:migrate, test:migrated and npm test's
// migrated-apps stage).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** What the runs write: reports, logs, timings (npm test empties it first). */
export const REPORTS = path.join(ROOT, '.reports')
/** RainbowKit's 13 examples and its create-rainbowkit template, as copied at the pinned commit. */
export const RAINBOWKIT_EXAMPLES = path.join(ROOT, 'packages/migrate/fixtures/rainbowkit/examples')
/** Files the browser test adds to an app before its build and the codemod (a page it lacks). */
export const BROWSER_FILES = path.join(ROOT, 'packages/migrate/fixtures/browser')
