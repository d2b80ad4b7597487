// `npm test`'s "build e2e demos" stage: the e2e suite's two demo builds (e2e/support/buildE2eDemos.ts),
// made while type-check and lint run; the suite then reuses them (E2E_REUSE_BUILD=1).
import { buildE2eDemos } from '../e2e/support/buildE2eDemos'

await buildE2eDemos()
