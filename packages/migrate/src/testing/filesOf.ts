import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Every file under `dir` as `{ 'posix/relative/path': text }`, for comparing an app before and
 * after the codemod; `node_modules` is left out (an installed app's packages are not its files).
 */
export function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    const name = path.relative(dir, file).split(path.sep).join('/')
    if (entry.isFile() && !name.startsWith('node_modules/'))
      files[name] = readFileSync(file, 'utf8')
  }
  return files
}
