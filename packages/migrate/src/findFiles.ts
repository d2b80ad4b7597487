import { readdirSync } from 'node:fs'
import path from 'node:path'

// Build output, dependencies and tool state: never the app's own source.
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.next',
  'dist',
  'build',
  'out',
  'coverage',
  '.turbo',
  '.vercel',
])

export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']
export const STYLE_EXTENSIONS = ['.css', '.scss', '.sass', '.less']

/** The app's files under `dir` (absolute paths, sorted), its build output and dependencies left out. */
export function findFiles(dir: string): { sources: string[]; styles: string[] } {
  const sources: string[] = []
  const styles: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(path.join(current, entry.name))
        continue
      }
      const extension = path.extname(entry.name)
      const file = path.join(current, entry.name)
      if (entry.name.endsWith('.d.ts')) continue
      if (SOURCE_EXTENSIONS.includes(extension)) sources.push(file)
      else if (STYLE_EXTENSIONS.includes(extension)) styles.push(file)
    }
  }
  walk(dir)
  return { sources: sources.sort(), styles: styles.sort() }
}
