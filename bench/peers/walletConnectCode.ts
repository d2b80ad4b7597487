// Which of a build's scripts are WalletConnect's code, from its Vite manifest: every chunk that a
// dynamically imported WalletConnect module (Reown's SDK, @gatehouse/walletconnect, the kit's
// WalletConnect connector) or QR library (the kit's encoder in QRCode/qr/, cuer) needs, its static
// imports included, less the first render's chunks (counted in the first-render figure already: a
// QR library there is no extra cost of choosing WalletConnect). A sample's figure is the gzip size of those chunks
// that the page actually fetched, whenever it fetched them (at load, in idle time, or after the
// click) up to QR_SETTLE_MS after its QR code showed.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstRenderKeys, readManifest } from '../bundleBudget'

/** Manifest keys (source paths) of WalletConnect code and QR libraries. */
const WALLETCONNECT_SOURCE =
  /(@walletconnect\/|@reown\/|@gatehouse\/walletconnect\/|packages\/walletconnect\/|components\/QRCode\/qr\/|\/cuer\/|walletConnectConnector)/

export type WalletConnectCode = {
  /** dist-relative paths of the chunks that count. */
  files: ReadonlySet<string>
  /** The gzip size (level 9) of those of `scripts` (URL paths the page fetched) that count. */
  gzipKB(scripts: readonly string[]): number
}

export function walletConnectCode(distDir: string): WalletConnectCode {
  const manifest = readManifest(distDir)
  const firstRender = new Set(firstRenderKeys(manifest))
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (keys.has(key) || firstRender.has(key)) return
    keys.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  for (const key of Object.keys(manifest)) if (WALLETCONNECT_SOURCE.test(key)) visit(key)
  const files = new Set([...keys].map((key) => manifest[key]!.file))
  const gzip = new Map<string, number>()
  const gzipOf = (file: string) => {
    let size = gzip.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length
      gzip.set(file, size)
    }
    return size
  }
  return {
    files,
    gzipKB(scripts) {
      const fetched = new Set(scripts.map((script) => script.replace(/^\//, '')))
      let bytes = 0
      for (const file of fetched) if (files.has(file)) bytes += gzipOf(file)
      return bytes / 1024
    },
  }
}
