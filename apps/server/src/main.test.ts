// Covers the real start-up (issue 14.10) as a process, since main.ts runs at import: a sign-in
// variable without APP_ORIGIN stops the server with exit code 1 and one line naming APP_ORIGIN,
// before it reads STATIC_DIR or listens; so does an unknown LOG_LEVEL. Whether sign-in is on is
// decided by authConfig.ts (authConfig.test.ts); listening is covered by listen.test.ts.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const MAIN = path.join(ROOT, 'apps/server/src/main.ts')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')

test('error: AUTH_STORE set without APP_ORIGIN refuses to start, naming APP_ORIGIN', () => {
  const run = spawnSync(TSX, [MAIN], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH, AUTH_STORE: 'memory', STATIC_DIR: '/nonexistent' },
  })
  expect(run.status).toBe(1)
  expect(run.stdout).toBe('')
  expect(run.stderr.trim()).toBe(
    'APP_ORIGIN: is required when sign-in is configured (AUTH_STORE set): the origin users sign in on, such as https://app.example.com; or unset those variables to run without sign-in',
  )
})

test('error: an unknown LOG_LEVEL refuses to start, naming LOG_LEVEL', () => {
  const run = spawnSync(TSX, [MAIN], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'verbose', STATIC_DIR: '/nonexistent' },
  })
  expect(run.status).toBe(1)
  expect(run.stdout).toBe('')
  expect(run.stderr.trim()).toBe(
    'LOG_LEVEL: must be one of debug, info, warn, error, got "verbose"',
  )
})

test('error: an https APP_ORIGIN with the local-stack build refuses to start, naming STATIC_DIR', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'gatehouse-main-'))
  try {
    const staticDir = path.join(parent, 'dist-local')
    mkdirSync(staticDir)
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>')
    const run = spawnSync(TSX, [MAIN], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
      env: { PATH: process.env.PATH, APP_ORIGIN: 'https://app.example', STATIC_DIR: staticDir },
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr.trim()).toMatch(/^STATIC_DIR: .*dist-local is the local-stack build/)
  } finally {
    rmSync(parent, { recursive: true, force: true })
  }
})
