// npm run bench:peers — Gatehouse (the production demo, and the Vite example built from the
// packed packages) beside minimal RainbowKit, ConnectKit and AppKit apps: warm-up plus interleaved
// rounds in headless Chromium with the CPU throttled, one table of medians (min–max) and ratios.
// The demo and RainbowKit are built against a local WalletConnect relay, and for them a sample
// also times click on WalletConnect → QR code and weighs the WalletConnect code the page fetched.
// Asserts nothing: timings depend on the machine; compare the ratios of one run.
// Options: --rounds 10 --warmup 1 --cpu 4 --only gatehouse,rainbowkit --no-build
//          --max-busy 0.25 --max-wait 600 --max-other 0.2 --max-tries 6
// (before each sample: wait up to max-wait seconds for at most max-busy busy cores; redo a sample,
// up to max-tries times, when other processes used more than max-other cores during it)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { firstRenderBytes } from '../bundleBudget'
import { buildDemo, buildPeer, buildViteExample, DEMO_DIST, PEERS, WORK } from './buildApps'
import { type Sample, sample, type Target, type WalletConnectSpec } from './measure'
import { waitForQuiet } from './quietMachine'
import { sampleFigures, stats, table } from './report'
import { type StaticSite, serveStatic } from './serveStatic'
import { walletConnectCode } from './walletConnectCode'
import { startBenchRelay } from './walletConnectRelay'

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    cpu: { type: 'string', default: '4' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'max-busy': { type: 'string', default: '0.25' },
    'max-wait': { type: 'string', default: '600' },
    'max-other': { type: 'string', default: '0.2' },
    'max-tries': { type: 'string', default: '6' },
  },
})
const ROUNDS = Number(options.rounds)
const WARMUP = Number(options.warmup)
const MAX_BUSY = Number(options['max-busy'])
const MAX_WAIT_MS = Number(options['max-wait']) * 1_000
const MAX_OTHER = Number(options['max-other'])
const MAX_TRIES = Number(options['max-tries'])
const SAMPLE = { cpu: Number(options.cpu), clickDelayMs: 1_000, settleMs: 2_000, timeoutMs: 60_000 }

const GATEHOUSE_BUTTON = {
  selector: '[data-gh-connect-button]',
  text: 'Connect Wallet',
  enabled: true,
  minHeight: 30,
}
const GATEHOUSE_LIST = { selector: '[role="dialog"] [data-wallet-id]', minCount: 1 }
/** The kit's WalletConnect entry, and its QR: the frame titled "Scan with …" once its svg is in. */
const GATEHOUSE_WALLETCONNECT: WalletConnectSpec = {
  option: { selector: '[role="dialog"] [data-wallet-id="walletConnect"]' },
  qr: {
    selector: '[role="dialog"] [role="img"][aria-label^="Scan with"]',
    has: 'svg',
    minHeight: 100,
  },
}

type App = { name: string; build: () => string; target: (url: string) => Target }

const APPS: App[] = [
  {
    name: 'gatehouse',
    build: buildDemo,
    target: (url) => ({
      name: 'gatehouse',
      url,
      connect: GATEHOUSE_BUTTON,
      walletList: GATEHOUSE_LIST,
      walletConnect: GATEHOUSE_WALLETCONNECT,
    }),
  },
  {
    name: 'gatehouse-vite',
    build: buildViteExample,
    target: (url) => ({
      name: 'gatehouse-vite',
      url,
      connect: GATEHOUSE_BUTTON,
      walletList: GATEHOUSE_LIST,
    }),
  },
  ...PEERS.map(
    (peer): App => ({
      name: peer,
      build: () => buildPeer(peer),
      target: (url) => ({ name: peer, url, ...PEER_SELECTORS[peer] }),
    }),
  ),
]

const PEER_SELECTORS: Record<
  (typeof PEERS)[number],
  Pick<Target, 'connect' | 'walletList' | 'walletConnect'>
> = {
  rainbowkit: {
    connect: { ...GATEHOUSE_BUTTON, selector: '[data-testid="rk-connect-button"]' },
    walletList: { selector: '[data-testid^="rk-wallet-option-"]', minCount: 1 },
    // Its QR (cuer) is an svg titled "QR Code".
    walletConnect: {
      option: { selector: '[data-testid="rk-wallet-option-walletConnect"]' },
      qr: { selector: 'svg', text: 'QR Code', minHeight: 100 },
    },
  },
  connectkit: {
    connect: { ...GATEHOUSE_BUTTON, selector: 'header button' },
    walletList: {
      selector: '#__CONNECTKIT__ [role="dialog"] button',
      text: 'MetaMask',
      minCount: 1,
    },
  },
  appkit: {
    // AppKit first paints an unstyled 90×15 button: wait for the styled one (min height).
    connect: {
      ...GATEHOUSE_BUTTON,
      selector: 'wui-connect-button[data-testid="connect-button"]',
    },
    walletList: { selector: 'w3m-list-wallet[data-testid^="wallet-selector-"]', minCount: 1 },
  },
}

const log = (line: string) => console.log(line)

async function main() {
  const apps = options.only
    ? APPS.filter((app) => options.only?.split(',').includes(app.name))
    : APPS
  mkdirSync(WORK, { recursive: true })
  console.log(`apps: ${apps.map((a) => a.name).join(', ')}; work folder ${WORK}`)
  const dists = new Map<string, string>()
  for (const app of apps) {
    const cached =
      app.name === 'gatehouse'
        ? DEMO_DIST
        : path.join(
            app.name === 'gatehouse-vite'
              ? path.join(WORK, 'examples', 'vite')
              : path.join(WORK, app.name),
            'dist',
          )
    dists.set(app.name, options['no-build'] && existsSync(cached) ? cached : app.build())
  }
  const firstRenderKB = new Map(
    apps.map((app) => [app.name, firstRenderBytes(dists.get(app.name)!).gzip / 1024]),
  )
  const walletConnectFiles = new Map(
    apps.map((app) => [app.name, walletConnectCode(dists.get(app.name)!)]),
  )
  const relay = await startBenchRelay()
  const sites = new Map<string, StaticSite>()
  const samples: Sample[] = []
  let redone = 0
  let startedBusy = 0
  try {
    for (const app of apps) sites.set(app.name, await serveStatic(dists.get(app.name)!))
    const targets = apps.map((app) => app.target(sites.get(app.name)!.url))
    for (let round = 1 - WARMUP; round <= ROUNDS; round++) {
      // Interleaved (A B C A B C …), so a slow stretch of the machine hits every app alike.
      for (const target of targets) {
        let kept: Sample | undefined
        for (let tries = 1; ; tries++) {
          if ((await waitForQuiet(MAX_BUSY, log, MAX_WAIT_MS)).timedOut) startedBusy++
          kept = await sample(target, SAMPLE)
          const other = kept.otherCpuCores
          if (other === null || other <= MAX_OTHER || tries >= MAX_TRIES) break
          redone++
          log(`  ${target.name}: redone (other processes used ${other.toFixed(2)} cores)`)
        }
        kept.walletConnectKB = target.walletConnect
          ? walletConnectFiles.get(target.name)!.gzipKB(kept.scripts)
          : undefined
        const label = round < 1 ? 'warm-up' : `round ${round}/${ROUNDS}`
        const ms = (x: number | null | undefined) => (typeof x === 'number' ? Math.round(x) : '-')
        const qr = target.walletConnect
          ? `, QR ${ms(kept.qrMs)} ms (${kept.walletConnectKB?.toFixed(1)} KB)${kept.walletConnectError ? ` WALLETCONNECT ERROR ${kept.walletConnectError}` : ''}`
          : ''
        log(
          `[${label}] ${target.name}: ready ${ms(kept.connectReadyMs)} ms, list ${ms(kept.modalListMs)} ms${qr}${kept.errors.length ? `, ERROR ${kept.errors.join('; ')}` : ''}`,
        )
        if (round >= 1) samples.push(kept)
      }
    }
  } finally {
    for (const site of sites.values()) await site.close()
    await relay.close()
  }

  const names = apps.map((a) => a.name)
  const gatehouseApps = names.filter((n) => n.startsWith('gatehouse'))
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ')
  const other = stats(samples.map((s) => s.otherCpuCores ?? Number.NaN))
  const failed = samples.filter((s) => s.errors.length > 0)
  console.log(
    `\n${date} UTC, ${ROUNDS} rounds after ${WARMUP} warm-up, Chromium CPU ×${SAMPLE.cpu}, offline, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`,
  )
  console.log(
    `samples started on a busy machine (no quiet moment within ${MAX_WAIT_MS / 1_000} s): ${startedBusy}; redone because other processes were busy during them: ${redone}; failed: ${failed.length}; other processes during kept samples: ${other ? `${other.median.toFixed(2)} cores (max ${other.max.toFixed(2)})` : 'n/a'}\n`,
  )
  console.log(table(sampleFigures(samples, firstRenderKB), names, gatehouseApps))
  const out = path.join(WORK, 'results.json')
  writeFileSync(
    out,
    JSON.stringify({ date, options, firstRenderKB: [...firstRenderKB], samples }, null, 2),
  )
  console.log(`\nevery sample: ${out}`)
}

await main()
