// Builds one installed example the way its Playwright web server would: the config's own BUILD
// command with the web server's environment. `npm test` runs it right after the example's install,
// beside Vitest, so the example's browser test later only starts the server
// (EXAMPLE_PREBUILT=1) instead of building while the e2e suite runs.
//   tsx scripts/buildExample.ts <installed example dir>
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

type ExampleConfig = {
  BUILD?: string
  default: { webServer?: { env?: Record<string, string> } }
}

const dir = process.argv[2]
if (!dir) {
  console.error('usage: tsx scripts/buildExample.ts <example dir>')
  process.exit(2)
}
const config = (await import(
  pathToFileURL(path.resolve(dir, 'playwright.config.ts')).href
)) as ExampleConfig
if (!config.BUILD) {
  console.error(`${dir}/playwright.config.ts exports no BUILD command`)
  process.exit(2)
}
const result = spawnSync(config.BUILD, {
  cwd: dir,
  shell: true,
  stdio: 'inherit',
  env: { ...process.env, ...config.default.webServer?.env },
})
process.exit(result.status ?? 1)
