// Builds one installed example app the way its own browser test would (its tests/server.ts:
// the build command and its build-time variables), so scripts/testExamples.mjs can build the
// examples while other stages run and then test them with EXAMPLE_BUILT=1 (the web server only
// starts). Outside a Next.js build's minutes, a web server's start-up time-out then measures
// start-up alone.
//   tsx scripts/buildExample.ts <example dir>
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: tsx scripts/buildExample.ts <example dir>')
  process.exit(2)
}
const server: { BUILD_COMMAND: string; BUILD_ENV: Record<string, string> } = await import(
  pathToFileURL(path.resolve(dir, 'tests/server.ts')).href
)
const result = spawnSync('sh', ['-c', server.BUILD_COMMAND], {
  cwd: dir,
  stdio: 'inherit',
  env: { ...process.env, ...server.BUILD_ENV },
})
process.exit(result.status ?? 1)
