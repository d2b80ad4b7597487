/** Base of the codemod's errors: a literal `name` to branch on, and an optional cause. */
export class MigrateError extends Error {
  override name: string = 'MigrateError'
}

/** The directory to migrate does not exist or is not a directory. */
export class NotADirectoryError extends MigrateError {
  override name = 'NotADirectoryError' as const
  constructor(readonly dir: string) {
    super(`${dir} is not a directory`)
  }
}

/** A command-line argument the codemod does not know (it never prompts: every choice is a flag). */
export class UnknownOptionError extends MigrateError {
  override name = 'UnknownOptionError' as const
  constructor(readonly option: string) {
    super(`unknown option ${option} (usage: gatehouse-migrate [dir] [--dry-run])`)
  }
}
