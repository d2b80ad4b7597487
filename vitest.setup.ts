// Testing Library's findBy*/waitFor give up after 1 s by default. The first test of a file that
// opens a modal waits for the modal's lazily imported modules, which Vitest transforms on that
// first import: on a busy 2-core CI machine that took longer than 1 s (SignInDialog.test.tsx
// failed a CI run that way). A missing element still fails, after 5 s.
import { configure } from '@testing-library/dom'

configure({ asyncUtilTimeout: 5_000 })
