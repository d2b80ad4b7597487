import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createCodemodProject } from './createCodemodProject'
import { NotADirectoryError } from './errors'
import { findFiles } from './findFiles'
import { migrateSourceFile } from './migrateSourceFile'
import { rewriteCss } from './rewrite/rewriteCss'
import type { NextAuthClientFacts } from './rewrite/rewriteNextAuthClient'
import { findChains, rewriteNextAuthServer } from './rewrite/rewriteNextAuthServer'
import { rewritePackageJson } from './rewritePackageJson'
import { rewriteTsconfig } from './rewriteTsconfig'
import { type Todo, todosIn } from './Todo'
import { walletSdks } from './walletSdks'

export type MigrateOptions = {
  /** the app's directory (its package.json's) */
  dir: string
  /** compute the changes without writing them */
  dryRun?: boolean
}

/** One file the codemod changed; paths are relative to `dir`, with `/` separators. */
export type FileChange = { file: string; before: string; after: string }

export type MigrateResult = {
  changes: FileChange[]
  /** every TODO(gatehouse-migrate) line in the app's files after the run (an earlier run's too) */
  todos: Todo[]
  /** the command that installs what package.json now lists (the codemod never runs it) */
  installCommand: string
}

/**
 * Moves the RainbowKit 2 app in `dir` to Gatehouse, in place (unless `dryRun`): imports and
 * re-exports, renames at every reference, module strings, the props and calls whose meaning
 * differs, and stylesheets. It never installs anything and never prompts. A second run changes
 * nothing.
 */
export function migrate({ dir, dryRun = false }: MigrateOptions): MigrateResult {
  const root = path.resolve(dir)
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) throw new NotADirectoryError(dir)
  const { sources, styles } = findFiles(root)
  const project = createCodemodProject()
  const before = new Map<string, string>()
  for (const file of sources) {
    const text = readFileSync(file, 'utf8')
    before.set(file, text)
    project.createSourceFile(file, text, { overwrite: true })
  }
  const nextAuth: NextAuthClientFacts[] = []
  for (const file of project.getSourceFiles()) {
    const facts = migrateSourceFile(file)
    if (facts) nextAuth.push(facts)
  }
  // The server's half of RainbowKit's NextAuth sign-in, once the client's has moved.
  const [facts] = nextAuth
  if (facts) {
    const chains = findChains(project)
    for (const file of project.getSourceFiles()) rewriteNextAuthServer(file, facts, chains)
  }

  const changes: FileChange[] = []
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')
  for (const file of project.getSourceFiles()) {
    const original =
      before.get(file.getFilePath()) ?? before.get(path.normalize(file.getFilePath()))
    const after = file.getFullText()
    if (original !== undefined && original !== after)
      changes.push({ file: relative(file.getFilePath()), before: original, after })
  }
  const todos = project
    .getSourceFiles()
    .flatMap((file) => todosIn(relative(file.getFilePath()), file.getFullText()))
  for (const file of styles) {
    const original = readFileSync(file, 'utf8')
    const after = rewriteCss(original)
    todos.push(...todosIn(relative(file), after))
    if (after !== original) changes.push({ file: relative(file), before: original, after })
  }
  const manifest = path.join(root, 'package.json')
  if (existsSync(manifest)) {
    const original = readFileSync(manifest, 'utf8')
    const after = rewritePackageJson(original, walletSdks(project.getSourceFiles()))
    if (after !== original) changes.push({ file: 'package.json', before: original, after })
  }
  // The app's own TypeScript settings, where the versions now installed need another one.
  const tsconfig = path.join(root, 'tsconfig.json')
  if (existsSync(tsconfig)) {
    const original = readFileSync(tsconfig, 'utf8')
    const after = rewriteTsconfig(original)
    if (after !== original) changes.push({ file: 'tsconfig.json', before: original, after })
  }
  changes.sort((a, b) => a.file.localeCompare(b.file))
  if (!dryRun)
    for (const change of changes) writeFileSync(path.join(root, change.file), change.after)
  return { changes, todos, installCommand: installCommand(root) }
}

/** The app's package manager, told by its lockfile: the install the app runs next. */
function installCommand(root: string): string {
  const has = (file: string) => existsSync(path.join(root, file))
  if (has('pnpm-lock.yaml')) return 'pnpm install'
  if (has('yarn.lock')) return 'yarn install'
  if (has('bun.lock') || has('bun.lockb')) return 'bun install'
  return 'npm install'
}
