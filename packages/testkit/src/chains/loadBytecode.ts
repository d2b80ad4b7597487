// Fixture bytecode, imported as JSON so the bundler inlines it: the built package reads nothing
// from disk, wherever it is installed. The shape is still checked, since JSON is untyped data.
import { type Hex, isHex } from 'viem'
import mockEnsUniversalResolver from './fixtures/MockEnsUniversalResolver.json' with {
  type: 'json',
}
import multicall3 from './fixtures/Multicall3.json' with { type: 'json' }

export type FixtureName = 'Multicall3' | 'MockEnsUniversalResolver'

const FIXTURES: Readonly<Record<FixtureName, unknown>> = {
  Multicall3: multicall3,
  MockEnsUniversalResolver: mockEnsUniversalResolver,
}

export function loadBytecode(name: FixtureName): Hex {
  const json = FIXTURES[name]
  const bytecode =
    typeof json === 'object' && json !== null && 'deployedBytecode' in json
      ? json.deployedBytecode
      : undefined
  if (typeof bytecode !== 'string' || !isHex(bytecode) || bytecode.length <= 2) {
    throw new Error(`fixtures/${name}.json has no deployedBytecode`)
  }
  return bytecode
}
