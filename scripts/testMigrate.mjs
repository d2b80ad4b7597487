// RainbowKit's example apps (packages/migrate/fixtures/rainbowkit/examples) migrated by
// @gatehouse/migrate, type-checked and built against the packed Gatehouse packages: per app, the
// TODOs the codemod left, whether `tsc` passes with no error off a TODO line, and whether the app
// builds: a Next app with webpack (`next build --webpack`, what RainbowKit's Next examples use, and
// which refuses an optional SDK imported outside a `try`) and with Turbopack (`next build
// --turbopack`), a
// Vite app with `vite build`. The apps share one install
// (packages/migrate/fixtures/typecheck/package.json: the versions the apps ask for, wagmi 3,
// TypeScript 5.9.3, the packed Gatehouse packages) in a temporary directory outside this repository.
// Then the browser test (packages/migrate/scripts/browser/migratedApp.spec.ts) on the apps in
// BROWSER: the built app served on 127.0.0.1, the test wallet, local anvils behind the chains'
// public RPC URLs. Last, next-auth 4.24 with @gatehouse/auth-server/next-auth
// (packages/migrate/scripts/nextAuthV4.mjs; the examples' next-auth is 5).
//   node scripts/testMigrate.mjs [--work <dir>] [--no-build] [--no-browser] [app …]
// `--work` reuses (or makes) that directory's install; `--no-build` stops after tsc,
// `--no-browser` after the builds. Needs the packages built (scripts/buildPackages.mjs). Not yet:
// the browser test of the other apps and of the untouched RainbowKit apps (issue #26), and the
// apps whose dependencies are not in that install (NOT_CHECKED below).
// Writes .reports/migrate.json and ends with a table and a count line; exit code 1 on a failure.
import { spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { packedOrPack } from './packPackages.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const EXAMPLES = path.join(ROOT, 'packages/migrate/fixtures/rainbowkit/examples')
const INSTALL = path.join(ROOT, 'packages/migrate/fixtures/typecheck/package.json')
/** Files the browser test adds to a migrated app before its build (a page the app lacks). */
const BROWSER_FILES = path.join(ROOT, 'packages/migrate/fixtures/browser')
const BROWSER_CONFIG = path.join(ROOT, 'packages/migrate/scripts/browser/playwright.config.ts')
const APP_PORT = 4660
const APP_URL = `http://127.0.0.1:${APP_PORT}`

/**
 * The apps the browser test (packages/migrate/scripts/browser/migratedApp.spec.ts) runs on, how
 * each is served once built, and whether it signs in (NextAuth, with its variables).
 */
const BROWSER = {
  'with-vite': {
    serve: ['vite', ['preview', '--port', String(APP_PORT), '--strictPort', '--host', '127.0.0.1']],
  },
  'with-next-siwe-next-auth': {
    serve: ['next', ['start', '-p', String(APP_PORT), '-H', '127.0.0.1']],
    signIn: true,
    env: {
      AUTH_SECRET: 'test-migrate-only-0123456789abcdef0123456789abcdef',
      AUTH_URL: APP_URL,
      NEXTAUTH_URL: APP_URL,
      AUTH_TRUST_HOST: 'true',
    },
  },
}
const TODO_MARK = 'TODO(gatehouse-migrate):'

/** Apps whose own dependencies the shared install lacks, and why they are left out. */
const NOT_CHECKED = {
  'with-create-react-app': 'needs react-scripts 5 (its types and a CRA toolchain)',
  'with-react-router': 'needs React Router 7 and its dev tooling',
  'with-remix': 'needs Remix 2',
}

const args = process.argv.slice(2)
const build = !args.includes('--no-build')
const browser = build && !args.includes('--no-browser')
const workAt = args.indexOf('--work')
const names = args.filter((a, i) => !a.startsWith('--') && i !== workAt + 1)
const apps = readdirSync(EXAMPLES)
  .filter((name) => names.length === 0 || names.includes(name))
  .sort()

const { migrate } = await import(path.join(ROOT, 'packages/migrate/dist/index.js'))

const work =
  workAt === -1
    ? mkdtempSync(path.join(tmpdir(), 'gatehouse-migrate-'))
    : path.resolve(args[workAt + 1])
mkdirSync(work, { recursive: true })
// (Re)install when there is none, or the fixture's list changed since.
const installed = path.join(work, 'package.json')
const same =
  existsSync(installed) && readFileSync(installed, 'utf8') === readFileSync(INSTALL, 'utf8')
if (!same || !existsSync(path.join(work, 'node_modules/typescript'))) {
  const tarballs = packedOrPack()
  for (const name of [
    '@gatehouse/kit',
    '@gatehouse/walletconnect',
    '@gatehouse/siwe',
    '@gatehouse/auth-server',
  ])
    cpSync(tarballs.get(name), path.join(work, path.basename(tarballs.get(name))))
  cpSync(INSTALL, path.join(work, 'package.json'))
  console.log(`▶ installing the shared dependencies in ${work}`)
  const install = spawnSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: work,
      stdio: 'inherit',
    },
  )
  if (install.status !== 0) process.exit(1)
}

const results = []
for (const app of apps) {
  const dir = path.join(work, 'apps', app)
  rmSync(dir, { recursive: true, force: true })
  cpSync(path.join(EXAMPLES, app), dir, { recursive: true })
  const { todos } = migrate({ dir })
  if (existsSync(path.join(BROWSER_FILES, app)))
    cpSync(path.join(BROWSER_FILES, app), dir, { recursive: true })
  if (NOT_CHECKED[app]) {
    results.push({ app, todos: todos.length, tsc: `not checked: ${NOT_CHECKED[app]}`, ok: true })
    continue
  }
  const tsc = spawnSync(path.join(work, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], {
    cwd: dir,
    encoding: 'utf8',
  })
  // An error on a line that carries a TODO is what the TODO says to fix; any other is a failure.
  const errors = `${tsc.stdout}${tsc.stderr}`
    .split('\n')
    .filter((line) => / error TS\d+:/.test(line))
    .filter((line) => {
      const [, file, row] = /^(.+?)\((\d+),\d+\)/.exec(line) ?? []
      if (!file) return true
      const text = readFileSync(path.join(dir, file), 'utf8').split('\n')[Number(row) - 1] ?? ''
      return !text.includes(TODO_MARK)
    })
  const builds = build ? buildApp(dir, work) : []
  const inBrowser =
    browser && BROWSER[app] && builds.every((b) => b.ok)
      ? await runInBrowser(app, dir, work)
      : undefined
  results.push({
    app,
    todos: todos.length,
    tsc: errors.length === 0 ? 'passes' : errors,
    builds,
    ...(inBrowser ? { browser: inBrowser } : {}),
    ok: errors.length === 0 && builds.every((b) => b.ok) && (inBrowser?.ok ?? true),
  })
}

/** Serves the built app on APP_URL and runs the browser test on it: `{ ok, seconds, output? }`. */
async function runInBrowser(app, dir, work) {
  const { serve, signIn = false, env = {} } = BROWSER[app]
  const [bin, serveArgs] = serve
  const server = spawn(path.join(work, 'node_modules/.bin', bin), serveArgs, {
    cwd: dir,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let served = ''
  server.stdout.on('data', (chunk) => {
    served += chunk
  })
  server.stderr.on('data', (chunk) => {
    served += chunk
  })
  const started = Date.now()
  try {
    if (!(await answers(APP_URL, 60_000)))
      return { ok: false, seconds: 0, output: `the app did not answer on ${APP_URL}:\n${served}` }
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/playwright'),
      ['test', '-c', BROWSER_CONFIG],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          MIGRATED_APP_URL: APP_URL,
          MIGRATED_APP_SIGN_IN: signIn ? '1' : '0',
        },
      },
    )
    const seconds = Math.round((Date.now() - started) / 1000)
    const ok = run.status === 0
    console.log(`${ok ? '✓' : '✗'} ${app}: browser test (${seconds} s)`)
    return {
      ok,
      seconds,
      ...(ok ? {} : { output: `${run.stdout}${run.stderr}\n${served}`.slice(-6000) }),
    }
  } finally {
    // The server and whatever it started (Next's worker): its own process group.
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
  }
}

/** Whether `url` answers any HTTP status within `ms`. */
async function answers(url, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) })
      return true
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  return false
}

/**
 * The app's builds, each `{ with, ok, seconds, output? }`: a Next app with webpack and with
 * Turbopack, a Vite app with `vite build` (its `tsc` is the check above).
 */
function buildApp(dir, work) {
  const script = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.build
  const bin = (name) => path.join(work, 'node_modules/.bin', name)
  const runs = /\bnext build\b/.test(script ?? '')
    ? [
        ['webpack', bin('next'), ['build', '--webpack']],
        // Explicit: Next 16 refuses an implicit Turbopack build beside a `webpack` config (the
        // apps' next.config.js has one, for WalletConnect's pino-pretty).
        ['turbopack', bin('next'), ['build', '--turbopack']],
      ]
    : /\bvite build\b/.test(script ?? '')
      ? [['vite', bin('vite'), ['build']]]
      : []
  return runs.map(([name, command, commandArgs]) => {
    rmSync(path.join(dir, '.next'), { recursive: true, force: true })
    const started = Date.now()
    const run = spawnSync(command, commandArgs, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1' },
    })
    const seconds = Math.round((Date.now() - started) / 1000)
    const ok = run.status === 0
    console.log(`${ok ? '✓' : '✗'} ${path.basename(dir)}: ${name} build (${seconds} s)`)
    return {
      with: name,
      ok,
      seconds,
      ...(ok ? {} : { output: `${run.stdout}${run.stderr}`.slice(-4000) }),
    }
  })
}

// next-auth 4.24 (the examples' is 5): the provider and a session through NextAuth v4's core.
const NEXT_AUTH_4 = path.join(ROOT, 'packages/migrate/scripts/nextAuthV4.mjs')
cpSync(NEXT_AUTH_4, path.join(work, 'nextAuthV4.mjs'))
const v4 = spawnSync(process.execPath, [path.join(work, 'nextAuthV4.mjs')], {
  encoding: 'utf8',
  env: { ...process.env, NEXTAUTH_URL: 'http://localhost:3000' },
})
const nextAuth4 = { ok: v4.status === 0, output: `${v4.stdout}${v4.stderr}`.trim() }
console.log(`${nextAuth4.ok ? '✓' : '✗'} ${nextAuth4.output.split('\n')[0]}`)

mkdirSync(path.join(ROOT, '.reports'), { recursive: true })
writeFileSync(
  path.join(ROOT, '.reports/migrate.json'),
  `${JSON.stringify({ apps: results, nextAuth4 }, null, 2)}\n`,
)
const buildCell = (r) =>
  r.builds === undefined || r.builds.length === 0
    ? 'not built'
    : r.builds.map((b) => `${b.with} ${b.ok ? 'passes' : 'fails'} (${b.seconds} s)`).join(', ')
const browserCell = (r) =>
  r.browser ? `${r.browser.ok ? 'passes' : 'fails'} (${r.browser.seconds} s)` : 'not run'
console.log('\n| app | TODOs | tsc | build | browser |\n| --- | --- | --- | --- | --- |')
for (const r of results)
  console.log(
    `| ${r.app} | ${r.todos} | ${Array.isArray(r.tsc) ? `${r.tsc.length} errors off TODO lines` : r.tsc} | ${buildCell(r)} | ${browserCell(r)} |`,
  )
for (const r of results.filter((r) => Array.isArray(r.tsc)))
  console.log(`\n${r.app}:\n${r.tsc.join('\n')}`)
for (const r of results)
  for (const b of (r.builds ?? []).filter((b) => !b.ok))
    console.log(`\n${r.app}, ${b.with} build:\n${b.output}`)
for (const r of results.filter((r) => r.browser && !r.browser.ok))
  console.log(`\n${r.app}, browser test:\n${r.browser.output}`)
if (!nextAuth4.ok) console.log(`\nnext-auth 4.24 check:\n${nextAuth4.output}`)
const failed = results.filter((r) => !r.ok).length + (nextAuth4.ok ? 0 : 1)
const withoutTodo = results.filter((r) => r.todos === 0).length
console.log(
  `\n${results.length} apps: ${withoutTodo} without a TODO, ${failed} failing tsc or a build; work directory ${work}`,
)
process.exitCode = failed === 0 ? 0 : 1
