import { UnknownOptionError } from './errors'

export type Arguments = { dir: string; dryRun: boolean; help: boolean }

/** `[dir] [--dry-run] [--help]`; anything else is an UnknownOptionError (no prompt, ever). */
export function parseArguments(argv: readonly string[]): Arguments {
  let dir: string | undefined
  let dryRun = false
  let help = false
  for (const argument of argv) {
    if (argument === '--dry-run') dryRun = true
    else if (argument === '--help' || argument === '-h') help = true
    else if (argument.startsWith('-') || dir !== undefined) throw new UnknownOptionError(argument)
    else dir = argument
  }
  return { dir: dir ?? '.', dryRun, help }
}
