// RainbowKit's example apps (packages/migrate/fixtures/rainbowkit/examples) before and after
// @gatehouse/migrate. Per app:
//   1. untouched: built as it is against RainbowKit 2.2.11 and wagmi 2 from npm (its own build
//      command), served, and the browser test run on it (EXAMPLE_KIT=rainbowkit), so the test is
//      shown fair;
//   2. migrated: the codemod's TODOs, `tsc` with no error off a TODO line, the builds (a Next app
//      with webpack, `next build --webpack`, what RainbowKit's Next examples use and which refuses
//      an optional SDK imported outside a `try`, and with Turbopack, `next build --turbopack`; a
//      Vite app with `vite build`), then the same browser test on it (EXAMPLE_KIT=gatehouse).
// The browser test is packages/migrate/scripts/browser/exampleApp.spec.ts: the built app served on
// 127.0.0.1, the test wallet, local anvils behind the chains' public RPC URLs. Last, next-auth 4.24
// with @gatehouse/auth-server/next-auth (packages/migrate/scripts/nextAuthV4.mjs; the examples'
// next-auth is 5).
//
// The apps share an install per dependency set, in the work directory (a temporary one unless
// --work names one, which is then reused): gatehouse/ (packages/migrate/fixtures/typecheck:
// the versions the apps ask for, wagmi 3, the packed Gatehouse packages) and rainbowkit/
// (packages/migrate/fixtures/untouched: RainbowKit 2.2.11, wagmi 2, and the rainbow-button and
// siwe-next-auth of the pinned commit built from source); each app is copied to <install>/apps/.
// An install is redone when its package.json (or, for gatehouse/, a packed tarball) changed.
// CRA, React Router and Remix apps add their toolchain (TOOLCHAIN_APPS below).
//   node scripts/testMigrate.mjs [--work <dir>] [--install-only | --no-install] [--no-build]
//                                [--no-browser] [--no-untouched | --no-migrated] [app …]
// `--install-only` stops after the installs (the only step that needs the registry: run the rest
// without a network, with `--no-install`, which takes the installs there as they are);
// `--no-build` stops after tsc, `--no-browser` after the builds; `--no-untouched` skips the
// untouched apps, `--no-migrated` the migrated ones. Needs the packages built
// (scripts/buildPackages.mjs).
// Writes .reports/migrate.json and ends with a table and a count line; exit code 1 on a failure.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
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
import { buildRainbowPackages } from '../packages/migrate/scripts/buildRainbowPackages.mjs'
import { APP_PORT, APP_URL, rpcUrlsFrom, runInBrowser } from './migratedAppChecks.mjs'
import { packedOrPack } from './packPackages.mjs'
import { typecheckApps } from './typecheckApps.mjs'
import { BROWSER_FILES, RAINBOWKIT_EXAMPLES as EXAMPLES, REPORTS, ROOT } from './workPaths.mjs'

const INSTALLS = {
  gatehouse: path.join(ROOT, 'packages/migrate/fixtures/typecheck/package.json'),
  rainbowkit: path.join(ROOT, 'packages/migrate/fixtures/untouched/package.json'),
}

/** What an app's server needs (both kits): NextAuth's and iron-session's secrets and URLs. */
const SERVER_ENV = {
  'with-next-siwe-next-auth': {
    AUTH_SECRET: 'test-migrate-only-0123456789abcdef0123456789abcdef',
    AUTH_URL: APP_URL,
    NEXTAUTH_URL: APP_URL,
    AUTH_TRUST_HOST: 'true',
  },
  'with-next-siwe-iron-session': {
    NEXT_IRON_PASSWORD: 'test-migrate-only-0123456789abcdef0123456789abcdef',
  },
}

/**
 * Apps with a toolchain of their own (react-scripts, React Router's, Remix's): their own
 * dependencies but what the shared installs give (TOOLCHAIN_SHARED), installed once per app in
 * <work>/toolchains/<app> without peers (so React, wagmi and the kit resolve from the shared
 * install, one copy each) and linked file by file into each copy's node_modules.
 */
const TOOLCHAIN_APPS = ['with-create-react-app', 'with-react-router', 'with-remix']
const TOOLCHAIN_SHARED =
  /^(react|react-dom|wagmi|viem|@tanstack\/react-query|@rainbow-me\/.*|typescript|@types\/react|@types\/react-dom|buffer|events)$/
/**
 * Peers a toolchain needs that are not shared: its install leaves every peer out (so React and
 * the rest come from the shared install), and without these npm keeps only another version of
 * the package, hoisted for another dependent. react-scripts 5's ajv-keywords 5 (schema-utils 4,
 * terser-webpack-plugin) takes ajv 8 as a peer; eslint's ajv 6 was the one hoisted, and both the
 * untouched and the migrated app's build stopped on `Cannot find module
 * 'ajv/dist/compile/codegen'`. An app's own `npm install` installs peers, so it has ajv 8.
 */
const TOOLCHAIN_PEERS = { 'with-create-react-app': { ajv: '8.20.0' } }
/**
 * npm `overrides` of a toolchain, each one RainbowKit's own at the pinned commit. Its root
 * package.json holds Remix's compiler at esbuild 0.25.5 (`pnpm.overrides`, `@remix-run/dev>esbuild`):
 * @remix-run/dev 2.17 pins esbuild 0.17.6, which cannot parse the `import … with { type: 'json' }`
 * of @base-org/account (a dependency of wagmi 2's connectors, bundled by with-remix's
 * `serverDependenciesToBundle`), so the untouched app's `remix build` failed without it.
 */
const TOOLCHAIN_OVERRIDES = { 'with-remix': { '@remix-run/dev': { esbuild: '0.25.5' } } }

const args = process.argv.slice(2)
const installOnly = args.includes('--install-only')
const noInstall = args.includes('--no-install')
const build = !args.includes('--no-build')
const browser = build && !args.includes('--no-browser')
const untouched = !args.includes('--no-untouched')
const migrated = !args.includes('--no-migrated')
const workAt = args.indexOf('--work')
const names = args.filter((a, i) => !a.startsWith('--') && (workAt === -1 || i !== workAt + 1))
const apps = readdirSync(EXAMPLES)
  .filter((name) => names.length === 0 || names.includes(name))
  .sort()

const { migrate } = await import(path.join(ROOT, 'packages/migrate/dist/index.js'))

const work =
  workAt === -1
    ? mkdtempSync(path.join(tmpdir(), 'gatehouse-migrate-'))
    : path.resolve(args[workAt + 1])
const installDir = {
  gatehouse: path.join(work, 'gatehouse'),
  rainbowkit: path.join(work, 'rainbowkit'),
}
ensureInstall('gatehouse')
if (untouched && (build || installOnly)) {
  ensureInstall('rainbowkit')
  await buildRainbowPackages(installDir.rainbowkit)
}
for (const app of apps.filter((app) => TOOLCHAIN_APPS.includes(app))) ensureToolchain(app)
if (installOnly) process.exit(0)

/** Installs `app`'s toolchain (its own dependencies less the shared ones) when it changed. */
function ensureToolchain(app) {
  const dir = path.join(work, 'toolchains', app)
  mkdirSync(dir, { recursive: true })
  const own = JSON.parse(readFileSync(path.join(EXAMPLES, app, 'package.json'), 'utf8'))
  const dependencies = Object.fromEntries(
    Object.entries({ ...own.dependencies, ...own.devDependencies })
      .filter(([name]) => !TOOLCHAIN_SHARED.test(name))
      .concat(Object.entries(TOOLCHAIN_PEERS[app] ?? {}))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  const overrides = TOOLCHAIN_OVERRIDES[app]
  const manifest = {
    name: `${app}-toolchain`,
    private: true,
    dependencies,
    ...(overrides && { overrides }),
  }
  const wanted = `${JSON.stringify(manifest, null, 2)}\n`
  const stampFile = path.join(dir, '.install-stamp')
  if (existsSync(path.join(dir, 'node_modules')) && noInstall) return
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return
  writeFileSync(path.join(dir, 'package.json'), wanted)
  console.log(`▶ installing ${app}'s toolchain in ${dir}`)
  const install = spawnSync(
    'npm',
    [
      'install',
      '--ignore-scripts',
      '--legacy-peer-deps',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: dir, stdio: 'inherit' },
  )
  if (install.status !== 0) process.exit(1)
  writeFileSync(stampFile, wanted)
}

/**
 * (Re)installs `kind`'s shared dependencies when there are none, or its package.json (or, for the
 * Gatehouse one, a packed tarball) changed since.
 */
function ensureInstall(kind) {
  const dir = installDir[kind]
  mkdirSync(dir, { recursive: true })
  const wanted = readFileSync(INSTALLS[kind], 'utf8')
  const tarballs = kind === 'gatehouse' ? packedOrPack() : new Map()
  const gatehouseTarballs = [
    '@gatehouse/kit',
    '@gatehouse/walletconnect',
    '@gatehouse/siwe',
    '@gatehouse/auth-server',
  ].map((name) => tarballs.get(name))
  const stamp = JSON.stringify({
    packageJson: wanted,
    tarballs: kind === 'gatehouse' ? gatehouseTarballs.map(sha256) : [],
  })
  const stampFile = path.join(dir, '.install-stamp')
  const typescript = path.join(dir, 'node_modules/typescript')
  const same = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
  if (existsSync(typescript) && (noInstall || same)) return
  for (const file of kind === 'gatehouse' ? gatehouseTarballs : [])
    cpSync(file, path.join(dir, path.basename(file)))
  writeFileSync(path.join(dir, 'package.json'), wanted)
  console.log(`▶ installing the ${kind} apps' shared dependencies in ${dir}`)
  // The tarballs named as well: npm takes a file: dependency already installed as up to date,
  // whatever the tarball now holds.
  const install = spawnSync(
    'npm',
    [
      'install',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...gatehouseTarballs.filter(Boolean).map((file) => `./${path.basename(file)}`),
    ],
    { cwd: dir, stdio: 'inherit' },
  )
  if (install.status !== 0) process.exit(1)
  writeFileSync(path.join(dir, 'package.json'), wanted)
  writeFileSync(stampFile, stamp)
}

function sha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

/** Chain id → the public RPC URLs of the chains as each install's viem has them. */
const rpcUrls = {
  gatehouse: await rpcUrlsFrom(installDir.gatehouse),
  ...(untouched && build ? { rainbowkit: await rpcUrlsFrom(installDir.rainbowkit) } : {}),
}

const results = []
for (const app of apps) {
  const result = { app }
  results.push(result)

  // 1. The untouched app on RainbowKit 2.2.11 and wagmi 2.
  if (untouched && build) {
    const dir = copyApp(app, 'rainbowkit')
    const builds = buildApp(dir, 'rainbowkit', { own: true })
    result.untouched = { builds }
    if (browser && builds.every((b) => b.ok))
      result.untouched.browser = await serveAndTest(app, dir, 'rainbowkit')
  }

  // 2. Migrated: TODOs, tsc, the builds, the browser test.
  if (!migrated) {
    result.ok =
      (result.untouched?.builds ?? []).every((b) => b.ok) && (result.untouched?.browser?.ok ?? true)
    continue
  }
  const dir = copyApp(app, 'gatehouse')
  const { todos } = migrate({ dir })
  result.todos = todos.length
  // React Router's route types are generated (its own typecheck script: typegen, then tsc).
  if (toolOf(dir) === 'react-router')
    spawnSync(bin('gatehouse', 'react-router', dir), ['typegen'], { cwd: dir })
  result.tsc = typecheckApps([dir], path.join(installDir.gatehouse, 'node_modules/typescript')).get(
    dir,
  )
  result.builds = build ? buildApp(dir, 'gatehouse', { own: false }) : []
  if (browser && result.builds.every((b) => b.ok))
    result.browser = await serveAndTest(app, dir, 'gatehouse')

  result.ok =
    !Array.isArray(result.tsc) &&
    (result.builds ?? []).every((b) => b.ok) &&
    (result.browser?.ok ?? true) &&
    (result.untouched?.builds ?? []).every((b) => b.ok) &&
    (result.untouched?.browser?.ok ?? true)
  mkdirSync(path.join(work, 'results'), { recursive: true })
  writeFileSync(path.join(work, 'results', `${app}.json`), `${JSON.stringify(result, null, 2)}\n`)
}

/** A command of the app's own toolchain, else of the shared install. */
function bin(kind, name, dir) {
  const own = dir && path.join(dir, 'node_modules/.bin', name)
  return own && existsSync(own) ? own : path.join(installDir[kind], 'node_modules/.bin', name)
}

/** A fresh copy of the example in `kind`'s install, with the browser test's added files. */
function copyApp(app, kind) {
  const dir = path.join(installDir[kind], 'apps', app)
  rmSync(dir, { recursive: true, force: true })
  cpSync(path.join(EXAMPLES, app), dir, { recursive: true })
  if (existsSync(path.join(BROWSER_FILES, app)))
    cpSync(path.join(BROWSER_FILES, app), dir, { recursive: true })
  if (TOOLCHAIN_APPS.includes(app)) {
    // Hard links: one toolchain on disk for both copies, each copy's own node_modules.
    const linked = spawnSync('cp', [
      '-al',
      path.join(work, 'toolchains', app, 'node_modules'),
      path.join(dir, 'node_modules'),
    ])
    if (linked.status !== 0) throw new Error(`linking ${app}'s toolchain: ${linked.stderr}`)
  }
  return dir
}

/** The app's toolchain, from its build script. */
function toolOf(dir) {
  const script = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.build
  if (/\bnext build\b/.test(script)) return 'next'
  if (/\bvite build\b/.test(script)) return 'vite'
  if (/\breact-scripts build\b/.test(script)) return 'react-scripts'
  if (/\breact-router build\b/.test(script)) return 'react-router'
  if (/\bremix build\b/.test(script)) return 'remix'
  throw new Error(`${dir}: no known build in ${script}`)
}

/** Serves the built app on APP_URL and runs the browser test on it: `{ ok, seconds, output? }`. */
function serveAndTest(app, dir, kind) {
  const vitePreview = ['preview', '--port', String(APP_PORT), '--strictPort', '--host', '127.0.0.1']
  const [command, serveArgs] = {
    next: ['next', ['start', '-p', String(APP_PORT), '-H', '127.0.0.1']],
    vite: ['vite', vitePreview],
    // CRA's build is static files: served as vite preview serves a built app.
    'react-scripts': ['vite', [...vitePreview, '--outDir', 'build']],
    'react-router': ['react-router-serve', ['./build/server/index.js']],
    remix: ['remix-serve', ['build/index.js']],
  }[toolOf(dir)]
  return runInBrowser({
    app,
    dir,
    kind,
    serve: [bin(kind, command, dir), serveArgs],
    env: SERVER_ENV[app],
    rpcUrls: rpcUrls[kind],
  })
}

/**
 * The app's builds, each `{ with, ok, seconds, output? }`. Untouched (`own`): the app's own build
 * command (RainbowKit's Next examples: webpack). Migrated: a Next app with webpack and with
 * Turbopack, a Vite app with `vite build` (its `tsc` is the check above).
 */
function buildApp(dir, kind, { own }) {
  const tool = toolOf(dir)
  const runs = {
    next: [
      ['webpack', 'next', ['build', '--webpack']],
      // Explicit: Next 16 refuses an implicit Turbopack build beside a `webpack` config (the
      // apps' next.config.js has one, for WalletConnect's pino-pretty).
      ...(own ? [] : [['turbopack', 'next', ['build', '--turbopack']]]),
    ],
    vite: [['vite', 'vite', ['build']]],
    'react-scripts': [['react-scripts', 'react-scripts', ['build']]],
    'react-router': [['react-router', 'react-router', ['build']]],
    remix: [['remix', 'remix', ['build']]],
  }[tool]
  return runs.map(([name, command, commandArgs]) => {
    rmSync(path.join(dir, '.next'), { recursive: true, force: true })
    const started = Date.now()
    const run = spawnSync(bin(kind, command, dir), commandArgs, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        // react-scripts turns every warning into an error under CI; its script's own variable.
        ...(tool === 'react-scripts' ? { CI: '', GENERATE_SOURCEMAP: 'false' } : { CI: '1' }),
      },
    })
    const seconds = Math.round((Date.now() - started) / 1000)
    const ok = run.status === 0
    console.log(`${ok ? '✓' : '✗'} ${path.basename(dir)} (${kind}): ${name} build (${seconds} s)`)
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
cpSync(NEXT_AUTH_4, path.join(installDir.gatehouse, 'nextAuthV4.mjs'))
const v4 = spawnSync(process.execPath, [path.join(installDir.gatehouse, 'nextAuthV4.mjs')], {
  encoding: 'utf8',
  env: { ...process.env, NEXTAUTH_URL: 'http://localhost:3000' },
})
const nextAuth4 = { ok: v4.status === 0, output: `${v4.stdout}${v4.stderr}`.trim() }
console.log(`${nextAuth4.ok ? '✓' : '✗'} ${nextAuth4.output.split('\n')[0]}`)

mkdirSync(REPORTS, { recursive: true })
writeFileSync(
  path.join(REPORTS, 'migrate.json'),
  `${JSON.stringify({ apps: results, nextAuth4 }, null, 2)}\n`,
)
const buildCell = (builds) =>
  builds === undefined || builds.length === 0
    ? 'not built'
    : builds.map((b) => `${b.with} ${b.ok ? 'passes' : 'fails'} (${b.seconds} s)`).join(', ')
const browserCell = (run) => (run ? `${run.ok ? 'passes' : 'fails'} (${run.seconds} s)` : 'not run')
const tscCell = (r) =>
  Array.isArray(r.tsc) ? `${r.tsc.length} errors off TODO lines` : (r.tsc ?? 'not run')
console.log(
  '\n| app | TODOs | tsc | builds (migrated) | browser, untouched | browser, migrated |\n| --- | --- | --- | --- | --- | --- |',
)
for (const r of results)
  console.log(
    `| ${r.app} | ${r.todos ?? 'not run'} | ${tscCell(r)} | ${buildCell(r.builds)} | ${r.untouched ? `${buildCell(r.untouched.builds)}; ${browserCell(r.untouched.browser)}` : 'not run'} | ${browserCell(r.browser)} |`,
  )
for (const r of results.filter((r) => Array.isArray(r.tsc)))
  console.log(`\n${r.app}:\n${r.tsc.join('\n')}`)
for (const r of results) {
  for (const b of (r.builds ?? []).filter((b) => !b.ok))
    console.log(`\n${r.app}, ${b.with} build:\n${b.output}`)
  for (const b of (r.untouched?.builds ?? []).filter((b) => !b.ok))
    console.log(`\n${r.app} untouched, ${b.with} build:\n${b.output}`)
  if (r.untouched?.browser && !r.untouched.browser.ok)
    console.log(`\n${r.app} untouched, browser test:\n${r.untouched.browser.output}`)
  if (r.browser && !r.browser.ok) console.log(`\n${r.app}, browser test:\n${r.browser.output}`)
}
if (!nextAuth4.ok) console.log(`\nnext-auth 4.24 check:\n${nextAuth4.output}`)
const failed = results.filter((r) => !r.ok).length + (nextAuth4.ok ? 0 : 1)
const withoutTodo = results.filter((r) => r.todos === 0).length
console.log(
  `\n${results.length} apps: ${withoutTodo} without a TODO, ${failed} failing tsc, a build or a browser test; work directory ${work}`,
)
process.exitCode = failed === 0 ? 0 : 1
