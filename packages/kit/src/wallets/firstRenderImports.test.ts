// What getDefaultConfig brings into an app's first render: the modules it reaches through static
// imports must not import @wagmi/connectors' WalletConnect, Coinbase or Safe factories (they load
// on first use, behind walletConnectors/lazyConnector.ts), nor the WalletConnect session code.
// Read from the sources: a static `import … from` (not `import type`, not `import()`).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const STATIC_IMPORT = /^import (?!type )([^;]*?) from '([^']+)'/gm

function staticClosure(entry: string): Map<string, string> {
  const sources = new Map<string, string>()
  const visit = (file: string) => {
    if (sources.has(file)) return
    const source = readFileSync(file, 'utf8')
    sources.set(file, source)
    for (const [, , specifier] of source.matchAll(STATIC_IMPORT))
      if (specifier?.startsWith('.')) visit(`${path.resolve(path.dirname(file), specifier)}.ts`)
  }
  visit(entry)
  return sources
}

test('behavior: getDefaultConfig’s static imports leave the SDK-backed connector factories out', () => {
  const closure = staticClosure(path.join(import.meta.dirname, 'getDefaultConfig.ts'))
  expect(closure.size).toBeGreaterThan(10)
  const fromConnectors = [...closure.values()].flatMap((source) =>
    [...source.matchAll(STATIC_IMPORT)]
      .filter(([, , specifier]) => specifier === 'wagmi/connectors')
      .map(([, names]) => names?.replace(/\s+/g, ' ')),
  )
  expect(fromConnectors.length).toBeGreaterThan(0)
  for (const names of fromConnectors) expect(names).toBe('{ injected }')
  const files = [...closure.keys()].map((file) => path.basename(file))
  expect(files).not.toContain('walletConnectConnector.ts')
  expect(files).not.toContain('walletConnectSession.ts')
  expect(files).not.toContain('safeConnector.ts')
})
