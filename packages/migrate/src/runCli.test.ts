// The command as CI runs it: arguments, the dry run's diff, the summary with every TODO, exit
// codes. The rewrites themselves are migrate.golden.test.ts's.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { runCli } from './runCli'

const APP = path.join(import.meta.dirname, '../fixtures/golden/imports/before')
const work: string[] = []
afterEach(() => {
  for (const dir of work.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function run(argv: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-migrate-cli-'))
  work.push(dir)
  cpSync(APP, dir, { recursive: true })
  let stdout = ''
  let stderr = ''
  const code = runCli(argv, {
    cwd: dir,
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    },
  })
  return { code, stdout, stderr, dir }
}

describe('given --dry-run', () => {
  test('behavior: prints a unified diff and the summary, and writes nothing', () => {
    const { code, stdout, dir } = run(['--dry-run'])
    expect(code).toBe(0)
    expect(stdout).toContain('--- a/src/providers.tsx')
    expect(stdout).toContain("+import '@gatehouse/kit/styles.css';")
    expect(stdout).toContain('would change 3 files')
    expect(readFileSync(path.join(dir, 'src/providers.tsx'), 'utf8')).toContain(
      '@rainbow-me/rainbowkit',
    )
  })
})

describe('given a directory', () => {
  test('behavior: migrates it in place and lists every TODO with its line', () => {
    const { code, stdout, dir } = run(['.'])
    expect(code).toBe(0)
    expect(stdout).toContain('changed 3 files')
    expect(stdout).toMatch(/src\/providers\.tsx:\d+: Gatehouse's default Avatar/)
    expect(readFileSync(path.join(dir, 'src/providers.tsx'), 'utf8')).not.toContain(
      "'@rainbow-me/rainbowkit'",
    )
  })

  test('error: an unknown option is refused with exit code 1 (no prompt)', () => {
    const { code, stderr } = run(['--yes'])
    expect(code).toBe(1)
    expect(stderr).toContain('unknown option --yes')
  })

  test('error: a directory that does not exist is exit code 1', () => {
    const { code, stderr } = run(['missing'])
    expect(code).toBe(1)
    expect(stderr).toContain('is not a directory')
  })
})
