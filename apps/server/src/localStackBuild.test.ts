// Covers the production start's refusal of the local-stack build (issue 24): behind an https
// APP_ORIGIN, a build in dist-local or one whose RPC URLs are all loopback stops the start with an
// EnvError naming STATIC_DIR; a production build, or any build on a loopback http origin, starts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { assertNotLocalStackInProduction, isLocalStackBuild } from './localStackBuild'
import { BUILD_SECURITY_FILE } from './readBuildOptions'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

async function build(name: string, rpcUrls?: string[]): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'gatehouse-build-'))
  dirs.push(parent)
  const dir = path.join(parent, name)
  await mkdir(dir)
  await writeFile(path.join(dir, 'index.html'), '<!doctype html>')
  if (rpcUrls) await writeFile(path.join(dir, BUILD_SECURITY_FILE), JSON.stringify({ rpcUrls }))
  return dir
}

describe('the local-stack build', () => {
  test('error: dist-local, or only loopback RPC URLs, refuse an https start naming STATIC_DIR', async () => {
    for (const dir of [
      await build('dist-local'),
      await build('dist', ['http://127.0.0.1:8545', 'http://localhost:8546']),
    ]) {
      expect(isLocalStackBuild(dir)).toBe(true)
      expect(() => assertNotLocalStackInProduction(dir, true)).toThrow(
        expect.objectContaining({ name: 'EnvError', variable: 'STATIC_DIR' }),
      )
      // On a loopback http origin (npm start) it is what runs.
      expect(() => assertNotLocalStackInProduction(dir, false)).not.toThrow()
    }
  })

  test('behavior: a production build starts behind https', async () => {
    for (const dir of [
      await build('dist', ['https://eth.merkle.io', 'http://127.0.0.1:8545']),
      await build('dist'),
    ]) {
      expect(isLocalStackBuild(dir)).toBe(false)
      expect(() => assertNotLocalStackInProduction(dir, true)).not.toThrow()
    }
  })
})
