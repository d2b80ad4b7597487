// The codemod in an app whose dependencies are installed, as a user runs it: the packages'
// declarations in node_modules must not change what it writes. It resolves imports to the app's
// own files only (createCodemodProject); when it resolved packages too, a reference search found
// each imported name's declaration in node_modules as well, so the NextAuth rewrite left the
// imports it had made unused (CredentialsProvider, SiweMessage, getCsrfToken) in place.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { migrate } from './migrate'
import { filesOf } from './testing/filesOf'

const GOLDEN = path.join(import.meta.dirname, '../fixtures/golden/nextAuth')

/** Declarations of what the nextAuth app imports from packages, where npm would install them. */
const INSTALLED: Record<string, string> = {
  'next-auth/package.json': '{ "name": "next-auth", "types": "index.d.ts" }',
  'next-auth/index.d.ts':
    'export type NextAuthOptions = { providers: unknown[] }\nexport default function NextAuth(options: NextAuthOptions): unknown\n',
  'next-auth/providers/credentials.d.ts':
    'export default function CredentialsProvider(options: unknown): unknown\n',
  'next-auth/react.d.ts':
    'export declare function getCsrfToken(context?: unknown): Promise<string | undefined>\n',
  'siwe/package.json': '{ "name": "siwe", "types": "index.d.ts" }',
  'siwe/index.d.ts': 'export declare class SiweMessage {\n  constructor(message: string)\n}\n',
}

let work: string | undefined
afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

test('behavior: an installed app migrates to the same files as the golden one', () => {
  work = mkdtempSync(path.join(tmpdir(), 'gatehouse-migrate-installed-'))
  cpSync(path.join(GOLDEN, 'before'), work, { recursive: true })
  for (const [file, text] of Object.entries(INSTALLED)) {
    mkdirSync(path.dirname(path.join(work, 'node_modules', file)), { recursive: true })
    writeFileSync(path.join(work, 'node_modules', file), text)
  }
  migrate({ dir: work })
  expect(filesOf(work)).toEqual(filesOf(path.join(GOLDEN, 'after')))
})
