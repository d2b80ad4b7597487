// Read at run time rather than imported: JSON imports need loader-specific attributes
// (Node, tsx, Vite and Playwright disagree), a file read works in all of them.
import { readFileSync } from 'node:fs'
import { type Hex, isHex } from 'viem'

export type FixtureName = 'Multicall3' | 'MockEnsUniversalResolver'

export function loadBytecode(name: FixtureName): Hex {
  const file = new URL(`./fixtures/${name}.json`, import.meta.url)
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const bytecode =
    typeof json === 'object' && json !== null && 'deployedBytecode' in json
      ? json.deployedBytecode
      : undefined
  if (typeof bytecode !== 'string' || !isHex(bytecode) || bytecode.length <= 2) {
    throw new Error(`fixtures/${name}.json has no deployedBytecode`)
  }
  return bytecode
}
