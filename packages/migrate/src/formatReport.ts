import { createTwoFilesPatch } from 'diff'
import type { MigrateResult } from './migrate'

export const USAGE = `Usage: npx @gatehouse/migrate [dir] [--dry-run]

Moves the RainbowKit 2 app in dir (default: the current directory) to Gatehouse, in place.
  --dry-run  print the changes as a unified diff and write nothing
It never installs anything and never prompts; run the install command it prints next.`

/** The changes as one unified diff, `a/<file>` → `b/<file>` as git prints them. */
export function formatDiff({ changes }: MigrateResult): string {
  return changes
    .map(({ file, before, after }) =>
      createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, {
        context: 3,
      }).replace(/^={67}\n/, ''),
    )
    .join('')
}

/** What a run did: the files changed, every TODO left (file:line and why). */
export function formatSummary(
  { changes, todos, installCommand }: MigrateResult,
  dryRun: boolean,
): string {
  const lines = [
    `${dryRun ? 'would change' : 'changed'} ${changes.length} file${changes.length === 1 ? '' : 's'}`,
    ...changes.map((change) => `  ${change.file}`),
  ]
  if (todos.length === 0) lines.push('no TODO left')
  else {
    lines.push(`${todos.length} TODO(gatehouse-migrate) left:`)
    for (const todo of todos) lines.push(`  ${todo.file}:${todo.line}: ${todo.why}`)
  }
  if (!dryRun && changes.some((change) => change.file === 'package.json'))
    lines.push(`next: ${installCommand} (package.json changed; nothing was installed)`)
  return `${lines.join('\n')}\n`
}
