import path from 'node:path'
import { MigrateError } from './errors'
import { formatDiff, formatSummary, USAGE } from './formatReport'
import { migrate } from './migrate'
import { parseArguments } from './parseArguments'

export type CliIo = {
  cwd: string
  stdout: (text: string) => void
  stderr: (text: string) => void
}

/** The command: parses `argv`, migrates, prints; resolves to the exit code (0, or 1 on an error). */
export function runCli(argv: readonly string[], io: CliIo): number {
  try {
    const args = parseArguments(argv)
    if (args.help) {
      io.stdout(`${USAGE}\n`)
      return 0
    }
    const result = migrate({ dir: path.resolve(io.cwd, args.dir), dryRun: args.dryRun })
    if (args.dryRun) io.stdout(formatDiff(result))
    io.stdout(formatSummary(result, args.dryRun))
    return 0
  } catch (error) {
    if (!(error instanceof MigrateError)) throw error
    io.stderr(`gatehouse-migrate: ${error.message}\n`)
    return 1
  }
}
