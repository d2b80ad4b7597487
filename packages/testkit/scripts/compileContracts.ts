// Compiles the test contracts in src/contracts with the `solc` npm package (solcjs, offline) and
// writes src/contracts/<Name>.json = {abi, bytecode, deployedBytecode}. The JSON is committed:
// tests load it and never run solc. `--check` compiles and fails when a committed JSON is stale.
//
//   npx tsx packages/testkit/scripts/compileContracts.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: unknown[]
        evm: { bytecode: { object: string }; deployedBytecode: { object: string } }
      }
    >
  >
}
type Solc = { compile(input: string): string; version(): string }

const CONTRACTS_DIR = fileURLToPath(new URL('../src/contracts/', import.meta.url))
/** Source file → the contracts written out from it. */
const SOURCES = {
  'TestSmartWallet.sol': ['TestSmartWallet'],
  'TestSmartWalletFactory.sol': ['TestSmartWalletFactory'],
  'TestSafe.sol': ['TestSafe'],
  'TestToken.sol': ['TestToken'],
  'TestBatchExecutor.sol': ['TestBatchExecutor'],
} as const

const solc = createRequire(import.meta.url)('solc') as Solc

function compile(): SolcOutput {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      Object.keys(SOURCES).map((file) => [
        file,
        { content: readFileSync(path.join(CONTRACTS_DIR, file), 'utf8') },
      ]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // paris: no PUSH0, so the bytecode runs on any EVM chain anvil can imitate.
      evmVersion: 'paris',
      // No metadata hash: a comment edit does not change the bytecode.
      metadata: { bytecodeHash: 'none' },
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  // Imports resolve inside src/contracts only.
  const findImports = (file: string) => {
    try {
      return { contents: readFileSync(path.join(CONTRACTS_DIR, path.basename(file)), 'utf8') }
    } catch {
      return { error: `not found: ${file}` }
    }
  }
  return JSON.parse(
    (solc.compile as (input: string, callbacks: unknown) => string)(JSON.stringify(input), {
      import: findImports,
    }),
  ) as SolcOutput
}

function main() {
  const check = process.argv.includes('--check')
  const output = compile()
  const problems = output.errors ?? []
  for (const problem of problems) console.error(problem.formattedMessage)
  if (problems.some((problem) => problem.severity === 'error')) process.exit(1)

  let stale = 0
  for (const [file, names] of Object.entries(SOURCES)) {
    for (const name of names) {
      const compiled = output.contracts?.[file]?.[name]
      if (!compiled) throw new Error(`solc produced no ${name} from ${file}`)
      const json = `${JSON.stringify(
        {
          abi: compiled.abi,
          bytecode: `0x${compiled.evm.bytecode.object}`,
          deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
        },
        null,
        1,
      )}\n`
      const target = path.join(CONTRACTS_DIR, `${name}.json`)
      if (check) {
        let current = ''
        try {
          current = readFileSync(target, 'utf8')
        } catch {}
        if (current !== json) {
          console.error(`${name}.json is stale: run scripts/compileContracts.ts`)
          stale++
        }
      } else {
        writeFileSync(target, json)
        console.log(`wrote ${path.relative(process.cwd(), target)} (solc ${solc.version()})`)
      }
    }
  }
  if (stale > 0) process.exit(1)
}

main()
