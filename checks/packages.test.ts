// Every published package as an integrator receives it: the tarball `npm pack` makes (after
// scripts/buildPackages.mjs built dist/), linted by publint and @arethetypeswrong/cli, and read
// for what it must and must not ship. Covers packaging only; behaviour is tested where it lives.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const tarballs = new Map<string, string>()
const unpacked = mkdtempSync(path.join(tmpdir(), 'gatehouse-packs-'))

type PackageJson = {
  name: string
  version: string
  license?: string
  engines?: { node?: string }
  repository?: { directory?: string }
  files?: string[]
  sideEffects?: boolean | string[]
  scripts?: Record<string, string>
  exports?: Record<string, string | Record<string, string>>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

const dirOf = (name: string) => path.join(unpacked, name.replace('/', '__'), 'package')
const manifestOf = (name: string) =>
  JSON.parse(readFileSync(path.join(dirOf(name), 'package.json'), 'utf8')) as PackageJson
const filesOf = (name: string) =>
  execFileSync('tar', ['tzf', tarballs.get(name)!], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''))
const read = (name: string, file: string) => readFileSync(path.join(dirOf(name), file), 'utf8')

/** A tool from the repo's own node_modules/.bin (npx would resolve it again on every call). */
const bin = (tool: string) => path.join(ROOT, 'node_modules/.bin', tool)

// Every package scripts/buildPackages.mjs builds (the one list of published packages).
// @ts-expect-error: a plain .mjs script of the repo's, without declarations
const { PACKAGES } = await import('../scripts/buildPackages.mjs')
const NAMES = PACKAGES as string[]

beforeAll(async () => {
  // The tarballs `npm test` packed once for every stage (GATEHOUSE_PACKED=1), else packed now.
  // @ts-expect-error: a plain .mjs script of the repo's, without declarations
  const { packedOrPack } = await import('../scripts/packPackages.mjs')
  const packed = packedOrPack() as Map<string, string>
  expect([...packed.keys()].sort()).toEqual([...NAMES].sort())
  for (const [name, file] of packed) {
    tarballs.set(name, file)
    const dir = path.dirname(dirOf(name))
    execFileSync('mkdir', ['-p', dir])
    execFileSync('tar', ['xzf', file, '-C', dir])
  }
}, 120_000)

afterAll(() => rmSync(unpacked, { recursive: true, force: true }))

describe.each(NAMES)('%s as packed', (name) => {
  test('behavior: ships dist/, README, LICENSE and package.json, and no sources or tests', () => {
    const files = filesOf(name)
    expect(files).toContain('README.md')
    expect(files).toContain('LICENSE')
    expect(files).toContain('package.json')
    expect(files.some((f) => f.startsWith('dist/') && f.endsWith('.js'))).toBe(true)
    expect(
      files.filter(
        (f) => !f.startsWith('dist/') && !['README.md', 'LICENSE', 'package.json'].includes(f),
      ),
    ).toEqual([])
    expect(
      files.filter((f) => /\.test\.|\.spec\.|(^|\/)src\/|\.tsx?$/.test(f) && !f.endsWith('.d.ts')),
    ).toEqual([])
  })

  test('behavior: a publishable manifest (version, MIT, engines, repository, prepack build)', () => {
    const pkg = manifestOf(name)
    expect(pkg.version).toBe('0.1.0')
    expect(pkg.license).toBe('MIT')
    expect(pkg.engines?.node).toMatch(/^>=\s*20/)
    expect(pkg.repository?.directory).toBe(`packages/${name.split('/')[1]}`)
    expect(pkg.scripts?.prepack).toBe('tsdown')
    expect(read(name, 'LICENSE')).toMatch(/^MIT License/)
    expect(read(name, 'README.md').length).toBeGreaterThan(500)
  })

  test('behavior: every entry point has `types` first, then the JavaScript', () => {
    const pkg = manifestOf(name)
    const entries = Object.entries(pkg.exports ?? {}).filter(
      ([key]) => !key.endsWith('.css') && key !== './package.json',
    )
    expect(entries.length).toBeGreaterThan(0)
    for (const [key, target] of entries) {
      expect(typeof target, key).toBe('object')
      const conditions = Object.keys(target as Record<string, string>)
      expect(conditions[0], key).toBe('types')
      const files = filesOf(name)
      for (const file of Object.values(target as Record<string, string>))
        expect(files, `${key} → ${file}`).toContain(file.replace(/^\.\//, ''))
    }
  })

  test('behavior: sideEffects names only CSS', () => {
    const { sideEffects } = manifestOf(name)
    if (Array.isArray(sideEffects)) for (const glob of sideEffects) expect(glob).toMatch(/\.css$/)
    else expect(sideEffects).toBe(false)
  })

  test('behavior: publint finds nothing to report', () => {
    const result = spawnSync(bin('publint'), ['run', tarballs.get(name)!, '--strict'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    expect(result.stdout).toContain('All good!')
    expect(result.status).toBe(0)
  })

  test('behavior: @arethetypeswrong/cli has no errors under its esm-only profile', () => {
    // styles.css is not JavaScript: attw would report it as unresolvable, so it is excluded.
    const result = spawnSync(
      bin('attw'),
      [
        tarballs.get(name)!,
        '--profile',
        'esm-only',
        '--exclude-entrypoints',
        'styles.css',
        '--format',
        'ascii',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    )
    // Resolutions the profile ignores (node10, CommonJS require) are listed but marked (ignored).
    const failures = (result.stdout + result.stderr)
      .split('\n')
      .filter((line) => /💀|❌|🐛|🥴|❗️|🤨|🕵️|🚭/.test(line) && !line.includes('(ignored'))
    expect(failures).toEqual([])
    expect(result.status, result.stdout).toBe(0)
    // attw resolves every entry point's types under each module resolution (about 8 s a package
    // on an idle machine, CPU-bound); under npm test it runs beside the e2e suite.
  }, 60_000)
})

describe('@gatehouse/kit as packed', () => {
  const name = '@gatehouse/kit'
  test('behavior: the React entry points start with "use client", the framework-free ones do not', () => {
    expect(read(name, 'dist/index.js').startsWith('"use client";')).toBe(true)
    expect(read(name, 'dist/safe.js').startsWith('"use client";')).toBe(true)
    expect(read(name, 'dist/wallets.js')).not.toContain('use client')
    expect(read('@gatehouse/siwe', 'dist/index.js')).not.toContain('use client')
  })

  test('behavior: one styles.css with the compiled CSS Modules and the --gh-* contract; no JS imports CSS', () => {
    const css = read(name, 'dist/styles.css')
    expect(css).toMatch(/:root\s*\{[^}]*--gh-colors-accent-color:/)
    expect(css).toMatch(/\.gh-connect-[\w-]+/)
    expect(css).not.toMatch(/composes:|@import/)
    const js = filesOf(name).filter((f) => f.endsWith('.js'))
    const importingCss = js.filter((f) =>
      /from\s*"[^"]+\.css"|import\s*"[^"]+\.css"/.test(read(name, f)),
    )
    expect(importingCss).toEqual([])
    const styles = JSON.parse(
      read(name, 'dist/components/ConnectButton/ConnectButton.module.js').match(
        /=\s*(\{[^}]*\})/,
      )![1]!,
    ) as Record<string, string>
    for (const className of Object.values(styles)) expect(css).toContain(`.${className}`)
  })

  test('behavior: every dynamic import of an optional peer is marked optional for Turbopack', () => {
    // An app that does not install an optional wallet SDK must still build (Next.js/Turbopack
    // fails on a missing module unless the import says it is optional, as wagmi's do).
    const pkg = manifestOf(name) as PackageJson & {
      peerDependenciesMeta?: Record<string, { optional?: boolean }>
    }
    const optional = Object.entries(pkg.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([dep]) => dep)
    expect(optional.length).toBeGreaterThan(0)
    const imports = filesOf(name)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) =>
        [...read(name, f).matchAll(/import\(\s*(\/\*[^*]*\*\/\s*)?["']([^"']+)["']\s*\)/g)].map(
          (m) => ({ file: f, comment: m[1] ?? '', spec: m[2]! }),
        ),
      )
      .filter(({ spec }) => optional.some((dep) => spec === dep || spec.startsWith(`${dep}/`)))
    expect(imports.length).toBeGreaterThan(0)
    for (const { file, comment, spec } of imports)
      expect(comment, `${file}: import('${spec}')`).toContain('turbopackOptional: true')
  })

  test('behavior: peer dependencies as before (wagmi 3, viem 2, React >= 18, optional wallet SDKs)', () => {
    const { peerDependencies } = manifestOf(name)
    expect(peerDependencies).toMatchObject({
      react: '>=18',
      'react-dom': '>=18',
      viem: '2.x',
      wagmi: '3.x',
      '@tanstack/react-query': '>=5',
    })
  })
})

describe('@gatehouse/siwe as packed', () => {
  test('behavior: viem is a peer, not a bundled dependency', () => {
    const pkg = manifestOf('@gatehouse/siwe')
    expect(pkg.peerDependencies?.viem).toBe('2.x')
    expect(pkg.dependencies?.viem).toBeUndefined()
  })
})
