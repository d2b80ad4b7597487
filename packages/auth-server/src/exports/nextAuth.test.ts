// The public API of @gatehouse/auth-server/next-auth, listed, and what it may import: the adapter
// half runs in the browser (a client component imports it), so nothing the entry reaches may
// import Hono, Redis, a Node built-in or next-auth itself (an optional peer the entry never loads).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import * as nextAuth from './nextAuth'

test('behavior: @gatehouse/auth-server/next-auth exports exactly these names', () => {
  expect(Object.keys(nextAuth).sort()).toEqual(['createNextAuthAdapter', 'siweCredentials'])
})

/** The packages every module the entry reaches imports, following relative imports. */
function packagesReached(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const [, typeOnly, specifier = ''] of text.matchAll(
      /^(?:import|export)(\s+type)?[^'"]*?from '([^']+)'/gm,
    )) {
      if (typeOnly) continue
      if (specifier.startsWith('.')) visit(`${path.resolve(path.dirname(file), specifier)}.ts`)
      else packages.add(specifier)
    }
  }
  visit(entry)
  return packages
}

test('behavior: the entry reaches only @gatehouse/siwe and viem', () => {
  const reached = packagesReached(path.join(import.meta.dirname, 'nextAuth.ts'))
  expect([...reached].sort()).toEqual(['@gatehouse/siwe', 'viem', 'viem/actions'])
})
