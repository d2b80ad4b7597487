// npm test's 'migrated apps' stage (also `npm run test:migrated`): RainbowKit's 14 example apps
// (packages/migrate/fixtures/rainbowkit/examples) migrated by @gatehouse/migrate, each
// type-checked (no error off a TODO line; the 14 in one process, scripts/typecheckApps.mjs, which
// parses the declarations they share once and checks apps with the same options and globals as one
// program), and the migrated with-vite built and put through the browser test
// (packages/migrate/scripts/browser/exampleApp.spec.ts). All 14 built and in the browser, untouched
// and migrated, is `npm run test:migrate` (scripts/testMigrate.mjs); this is its share that fits
// the suite's time.
//
// No install of the apps' own: the examples' installs (scripts/testExamples.mjs --phase install,
// recorded in .reports/examples-work.json) are reused. In that work directory:
//   migrated/next-app/node_modules → examples/next-app/node_modules (a symlink): the Next apps;
//   migrated/vite/node_modules     → examples/vite/node_modules: with-vite, and the CRA, React
//                                    Router and Remix apps (their React, wagmi, kit; Vite);
//   migrated/<base>/apps/          the apps, and in its node_modules what no example has
//                                  (packages/migrate/fixtures/suite/extras.json), installed
//                                  without peers: those resolve one level up, from the example.
// TypeScript is the Next example's (5.9.3, the version the apps pin).
//   node scripts/testMigratedApps.mjs [app …]
// Needs the packages built (dist/ of @gatehouse/migrate) and the examples installed (npm test does
// both, or node scripts/buildPackages.mjs, then GATEHOUSE_PACKED=1 node scripts/testExamples.mjs
// --no-build --phase install). Writes
// .reports/migrated-apps.json ({ apps, browser, counts }) and the browser test's Playwright report
// .reports/migrated-with-vite.json; ends with a count line; exit code 1 on a failure.
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { APP_PORT, rpcUrlsFrom, runInBrowser } from './migratedAppChecks.mjs'
import { countPlaywright } from './testVerdict.mjs'
import { typecheckApps } from './typecheckApps.mjs'
import { BROWSER_FILES, RAINBOWKIT_EXAMPLES as EXAMPLES, REPORTS, ROOT } from './workPaths.mjs'

const EXTRAS = JSON.parse(
  readFileSync(path.join(ROOT, 'packages/migrate/fixtures/suite/extras.json'), 'utf8'),
)
/** The one app built and tested in the browser here. */
const BROWSER_APP = 'with-vite'
const BROWSER_REPORT = path.join(REPORTS, 'migrated-with-vite.json')

const names = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const apps = readdirSync(EXAMPLES)
  .filter((name) => names.length === 0 || names.includes(name))
  .sort()

const record = JSON.parse(readFileSync(path.join(REPORTS, 'examples-work.json'), 'utf8'))
for (const base of ['next-app', 'vite'])
  if (!record.installed.includes(base)) {
    console.error(`✗ examples/${base} is not installed (scripts/testExamples.mjs --phase install)`)
    process.exit(1)
  }
const MIGRATED = path.join(record.work, 'migrated')
const baseOf = (app) => {
  const { scripts = {} } = JSON.parse(
    readFileSync(path.join(EXAMPLES, app, 'package.json'), 'utf8'),
  )
  return /\bnext build\b/.test(scripts.build ?? '') ? 'next-app' : 'vite'
}
const appsDir = (base) => path.join(MIGRATED, base, 'apps')
const exampleModules = (base) => path.join(record.work, 'examples', base, 'node_modules')
const TYPESCRIPT = path.join(exampleModules('next-app'), 'typescript')

const { migrate } = await import(path.join(ROOT, 'packages/migrate/dist/index.js'))

/** Runs a command to its end; resolves to { ok, output }. */
function run(cmd, args, cwd, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', (error) => {
      output += `${error.stack}\n`
    })
    child.on('close', (code) => resolve({ ok: code === 0, output }))
  })
}

/** The base's extras: installed without peers, then the types-only toolchains unpacked alone. */
async function prepareBase(base) {
  const dir = appsDir(base)
  mkdirSync(dir, { recursive: true })
  symlinkSync(exampleModules(base), path.join(MIGRATED, base, 'node_modules'), 'dir')
  const { dependencies, typesOnly } = EXTRAS[base === 'next-app' ? 'nextApp' : 'vite']
  const manifest = { name: `migrated-${base}`, private: true, dependencies }
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const started = Date.now()
  const npm = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']
  const installed = await run(
    'npm',
    ['install', '--legacy-peer-deps', '--ignore-scripts', '--no-package-lock', ...npm],
    dir,
  )
  if (!installed.ok) return { ok: false, output: installed.output }
  const packs = path.join(MIGRATED, `${base}-packs`)
  mkdirSync(packs, { recursive: true })
  const packed = await run(
    'npm',
    ['pack', '--json', '--pack-destination', packs, ...npm, ...typesOnly],
    dir,
  )
  if (!packed.ok) return { ok: false, output: packed.output }
  for (const { name, filename } of JSON.parse(packed.output)) {
    const into = path.join(dir, 'node_modules', name)
    mkdirSync(into, { recursive: true })
    const unpacked = await run(
      'tar',
      ['-xzf', path.join(packs, filename), '-C', into, '--strip-components=1'],
      dir,
    )
    if (!unpacked.ok) return { ok: false, output: unpacked.output }
  }
  console.log(`▶ ${base}: extras installed in ${Math.round((Date.now() - started) / 1000)} s`)
  return { ok: true }
}

rmSync(MIGRATED, { recursive: true, force: true })
const bases = [...new Set(apps.map(baseOf))]
const prepared = await Promise.all(bases.map(prepareBase))
const results = []
const failures = []
prepared.forEach((p, i) => {
  if (!p.ok) failures.push(`${bases[i]}: the extras' install failed:\n${p.output}`)
})

if (failures.length === 0) {
  const migrated = []
  for (const app of apps) {
    const dir = path.join(appsDir(baseOf(app)), app)
    cpSync(path.join(EXAMPLES, app), dir, { recursive: true })
    if (existsSync(path.join(BROWSER_FILES, app)))
      cpSync(path.join(BROWSER_FILES, app), dir, { recursive: true })
    const { todos } = migrate({ dir })
    // React Router's route types are generated (its own typecheck script: typegen, then tsc).
    const bin = path.join(appsDir(baseOf(app)), 'node_modules/.bin/react-router')
    if (existsSync(path.join(dir, 'react-router.config.ts'))) {
      const typegen = await run(bin, ['typegen'], dir)
      if (!typegen.ok) console.log(`${app}: react-router typegen failed:\n${typegen.output}`)
    }
    migrated.push({ app, dir, todos: todos.length })
  }
  // One process for the 14 checks: the declarations the apps share are read once (typecheckApps).
  const started = Date.now()
  const checked = typecheckApps(
    migrated.map((m) => m.dir),
    TYPESCRIPT,
  )
  console.log(`▶ tsc of ${migrated.length} apps: ${Math.round((Date.now() - started) / 1000)} s`)
  for (const { app, dir, todos } of migrated) {
    const tsc = checked.get(dir)
    results.push({ app, todos, tsc })
    console.log(
      `${tsc === 'passes' ? '✓' : '✗'} ${app}: ${todos} TODOs, tsc ${tsc === 'passes' ? 'passes' : `${tsc.length} errors off TODO lines`}`,
    )
    if (tsc !== 'passes') console.log(tsc.join('\n'))
  }
}

/** The migrated with-vite: `vite build`, then the browser test on `vite preview`. */
async function browserTest() {
  const dir = path.join(appsDir('vite'), BROWSER_APP)
  const vite = path.join(exampleModules('vite'), '.bin/vite')
  const started = Date.now()
  const built = await run(vite, ['build'], dir, { CI: '1' })
  const buildSeconds = Math.round((Date.now() - started) / 1000)
  console.log(`${built.ok ? '✓' : '✗'} ${BROWSER_APP}: vite build (${buildSeconds} s)`)
  if (!built.ok)
    return {
      ok: false,
      build: { ok: false, seconds: buildSeconds, output: built.output.slice(-4000) },
    }
  const preview = ['preview', '--port', String(APP_PORT), '--strictPort', '--host', '127.0.0.1']
  const tested = await runInBrowser({
    app: BROWSER_APP,
    dir,
    kind: 'gatehouse',
    serve: [vite, preview],
    rpcUrls: await rpcUrlsFrom(dir),
    report: BROWSER_REPORT,
  })
  return { ...tested, build: { ok: true, seconds: buildSeconds } }
}

rmSync(BROWSER_REPORT, { force: true })
const browser = results.some((r) => r.app === BROWSER_APP) ? await browserTest() : undefined

// Each app's tsc is a test; the browser test counts as its report says, a failed build or a
// missing report as one failure.
const counts = { passed: 0, failed: 0, skipped: 0 }
for (const r of results) counts[r.tsc === 'passes' ? 'passed' : 'failed']++
counts.failed += failures.length
if (browser) {
  const report = existsSync(BROWSER_REPORT)
    ? countPlaywright([JSON.parse(readFileSync(BROWSER_REPORT, 'utf8'))])
    : { passed: 0, failed: 1, skipped: 0 }
  for (const key of Object.keys(counts)) counts[key] += report[key]
  if (!browser.ok && report.failed === 0) counts.failed++
  if (!browser.ok)
    console.log(`\n${BROWSER_APP}, browser:\n${browser.output ?? browser.build?.output}`)
}
for (const failure of failures) console.log(`✗ ${failure}`)
mkdirSync(REPORTS, { recursive: true })
writeFileSync(
  path.join(REPORTS, 'migrated-apps.json'),
  `${JSON.stringify({ apps: results, browser, counts }, null, 2)}\n`,
)
console.log(
  `\nmigrated apps: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
)
process.exit(counts.failed === 0 ? 0 : 1)
