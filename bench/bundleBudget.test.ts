// The first-render ceiling of the production demo build (made by `npm run build` before the
// tests; `npm test` does that). Sizes are deterministic, so this is a test, not a benchmark. The
// first-render goal itself is measured on examples/vite (bench/exampleBudget.ts).
import {
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
import { describe, expect, test } from 'vitest'
import {
  FIRST_RENDER_BUDGET_BYTES,
  firstRenderBytes,
  firstRenderFilesFromHtml,
  firstRenderKeys,
  readManifest,
} from './bundleBudget'

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const dist = path.resolve(import.meta.dirname, '../apps/demo/dist')

describe.runIf(existsSync(dist))('production demo build', () => {
  test(`behavior: entry + static imports stay within ${FIRST_RENDER_BUDGET_BYTES / 1024} KB gzip`, () => {
    const { gzip, files } = firstRenderBytes(dist)
    console.log(`first-render JS: ${(gzip / 1024).toFixed(1)} KB gzip in ${files.length} files`)
    expect(gzip).toBeLessThanOrEqual(FIRST_RENDER_BUDGET_BYTES)
  })

  test('behavior: SDKs, QR library, wallet icons, Safe code, the RPC transport, languages and analytics load only on demand', () => {
    const manifest = readManifest(dist)
    const firstRender = firstRenderKeys(manifest)
    const lazy = [
      /(@gatehouse|packages)\/walletconnect\//,
      /@coinbase\/wallet-sdk/,
      /@safe-global\/safe-apps-sdk/,
      /kit\/(src|dist)\/components\/QRCode\/qr\/qrSvg\.[jt]s$/,
      /WalletIcon\.[jt]s$/,
      // viem's http transport: loaded by the first RPC request (the kit's lazyHttp)
      /kit\/(src|dist)\/transports\/httpTransport\.js$/,
      /kit\/(src|dist)\/i18n\/locales\/\w/,
      /^src\/i18n\/locales\/\w/,
      // web analytics (VITE_ANALYTICS): the tracker loads after the page is idle
      /^src\/analytics\/startAnalytics\.ts$/,
      /^src\/analytics\/scheduleAnalytics\.ts$/,
    ]
    for (const pattern of lazy) {
      // Each exists as its own lazy chunk…
      expect(
        Object.keys(manifest).some((k) => pattern.test(k)),
        String(pattern),
      ).toBe(true)
      // …and none is reachable from the entry through static imports.
      expect(
        firstRender.filter((k) => pattern.test(k)),
        String(pattern),
      ).toEqual([])
    }
  })

  test('behavior: the first render, the modals and the QR encoder compile as they load, an SDK as it runs', () => {
    // V8's explicit compile hint, added by @gatehouse/kit/vite's compileHints()
    const manifest = readManifest(dist)
    const hinted = (key: string) =>
      readFileSync(path.join(dist, manifest[key]!.file), 'utf8').startsWith(COMPILE_HINT)
    const find = (pattern: RegExp) => Object.keys(manifest).find((k) => pattern.test(k))
    const connectModal = find(/kit\/dist\/components\/ConnectModal\/ConnectModal\.js$/)
    const walletConnect = find(/(@gatehouse|packages)\/walletconnect\/dist\/dapp\.js$/)
    const qrEncoder = find(/kit\/dist\/components\/QRCode\/qr\/qrSvg\.js$/)
    expect(connectModal).toBeDefined()
    expect(qrEncoder).toBeDefined()
    expect(walletConnect).toBeDefined()
    expect(firstRenderKeys(manifest).every(hinted)).toBe(true)
    expect(hinted(connectModal!)).toBe(true)
    expect(hinted(qrEncoder!)).toBe(true)
    expect(hinted(walletConnect!)).toBe(false)
  })

  test('behavior: the Local Dev Wallet is not in a production build', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(js|html)$/.test(f),
    )
    expect(files.length).toBeGreaterThan(0)
    const offenders = files.filter((f) => {
      const text = readFileSync(path.join(dist, f), 'utf8')
      return (
        text.includes('Local Dev Wallet') ||
        text.includes('ac0974bec39a17e36ba4a6b4d238ff944bacb478')
      )
    })
    expect(offenders).toEqual([])
  })
})

test('behavior: the production build exists when the suite runs under npm test', () => {
  // `npm test` builds first; running vitest alone without a build skips the checks above.
  if (process.env.CI_REPORT) expect(existsSync(path.join(dist, 'index.html'))).toBe(true)
})

test('behavior: without a manifest, the first render is the page script and what it imports statically', () => {
  // How bench/exampleBudget.ts reads an example's build (examples/vite has no Vite manifest).
  const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-first-render-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/a-1.js">',
  )
  const files = {
    'index-1.js': 'import{a}from"./a-1.js";export*from"./b-1.js";import("./lazy-1.js");a()',
    'a-1.js': 'import"./b-1.js";export const a=()=>1',
    'b-1.js': 'export const b=2',
    'lazy-1.js': 'export const c=3',
  }
  try {
    for (const [name, code] of Object.entries(files))
      writeFileSync(path.join(dir, 'assets', name), code)
    expect(firstRenderFilesFromHtml(dir).sort()).toEqual([
      'assets/a-1.js',
      'assets/b-1.js',
      'assets/index-1.js',
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
