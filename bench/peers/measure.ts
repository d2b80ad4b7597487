// One sample: a fresh Chromium with a fresh profile, CPU throttled, offline but for 127.0.0.1;
// navigation → connect button painted, visible and enabled; click → wallet list painted and
// opaque; JS heap after the list showed, before and after a forced GC; then, for an app that
// offers WalletConnect on the bench's local relay, click on WalletConnect → QR code painted, and
// every script the page fetched. pageProbe.browser.js takes the in-page timestamps.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import { BENCH_CHROMIUM_ARGS } from './benchChromiumArgs'
import { otherProcessesCpu } from './quietMachine'
import { VERIFY_SERVER_PATTERN, verifyStandIn } from './walletConnectRelay'

export type ElementSpec = {
  selector: string
  text?: string
  /** A descendant that must be there (e.g. the QR's svg inside its frame). */
  has?: string
  enabled?: boolean
  minHeight?: number
  minCount?: number
}

/** WalletConnect in the wallet list, and its QR code once the app shows one. */
export type WalletConnectSpec = { option: ElementSpec; qr: ElementSpec }

export type Target = {
  name: string
  url: string
  connect: ElementSpec
  walletList: ElementSpec
  /** Only for an app built against the bench's relay (run.ts): the QR moment is measured. */
  walletConnect?: WalletConnectSpec
}

export type Snapshot = {
  fcp: number | null
  jsFiles: number
  jsBytes: number
  longTaskMs: number
}

export type Sample = {
  name: string
  errors: string[]
  connectReadyMs?: number
  modalListMs?: number
  modalOpaqueMs?: number | null
  inputDelayMs?: number
  heapUsedBytes?: number
  heapUsedAfterGcBytes?: number
  /** Click on WalletConnect → the frame in which its QR code was first painted. */
  qrMs?: number
  /** Of `scripts`, WalletConnect's code (walletConnectCode.ts), KB gzip: set by run.ts. */
  walletConnectKB?: number
  /** Why the QR moment failed (the sample's other figures stand). */
  walletConnectError?: string
  /** Every same-origin script the page fetched, in order, up to QR_SETTLE_MS after the QR. */
  scripts: string[]
  atReady?: Snapshot
  atModal?: Snapshot
  externalRequests: number
  otherCpuCores: number | null
}

export type SampleOptions = {
  cpu: number
  clickDelayMs: number
  settleMs: number
  timeoutMs: number
}

type Marks = {
  connectPainted: number
  pointerDown: number
  pointerDownHandled: number
  modalPainted: number
  modalOpaque: number | null
  qrDown: number
  qrPainted: number
}
type BenchWindow = {
  __bench: {
    connectReady: Promise<boolean>
    modalReady: Promise<boolean>
    qrReady: Promise<boolean>
    marks: Marks
    armModal: () => void
    armQr: () => void
    clickPoint: () => { x: number; y: number }
    clickPointOf: (spec: ElementSpec) => { x: number; y: number } | null
    snapshot: (until: number) => Snapshot
  }
}

const PROBE = readFileSync(path.join(import.meta.dirname, 'pageProbe.browser.js'), 'utf8')

/**
 * Chromium reports navigator.onLine false on a machine whose only network is loopback (the
 * `isolated` sandbox), and Reown's SDK then refuses to connect ("No internet connection
 * detected") although its relay is on loopback. Every app gets the same answer: online.
 */
const ONLINE = "Object.defineProperty(navigator, 'onLine', { get: () => true })"

/** Scripts fetched after the QR showed still count (a kit could defer what it needs next). */
export const QR_SETTLE_MS = 1_000

async function heapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN
}

/** `promise`, or a rejection after `ms`; the timer goes with it (a pending one kept the bench alive). */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} (${ms} ms)`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

export async function sample(target: Target, options: SampleOptions): Promise<Sample> {
  const profile = mkdtempSync(path.join(tmpdir(), 'gatehouse-bench-profile-'))
  const cpu = otherProcessesCpu()
  let otherCpuCores: number | null | undefined
  const record: Sample = {
    name: target.name,
    errors: [],
    externalRequests: 0,
    otherCpuCores: null,
    scripts: [],
  }
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: [...BENCH_CHROMIUM_ARGS],
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const origin = new URL(target.url).origin
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === origin && /\.m?js$/.test(url.pathname)) record.scripts.push(url.pathname)
      else if (url.hostname !== '127.0.0.1' && /^(https?|wss?):$/.test(url.protocol))
        record.externalRequests++
    })
    const config = JSON.stringify({
      connect: target.connect,
      walletList: target.walletList,
      qr: target.walletConnect?.qr,
    })
    await context.addInitScript({ content: `${ONLINE}\n${PROBE}\nbenchInit(${config})` })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu })
    await page.goto(target.url, { waitUntil: 'commit', timeout: options.timeoutMs })
    await page.waitForFunction(() => '__bench' in window, null, {
      timeout: options.timeoutMs,
    })
    await withTimeout(
      page.evaluate(() => (window as unknown as BenchWindow).__bench.connectReady),
      options.timeoutMs,
      'the connect button never became visible and enabled',
    )
    const ready = await page.evaluate(() => (window as unknown as BenchWindow).__bench.marks)
    record.connectReadyMs = ready.connectPainted
    record.atReady = await page.evaluate(
      (until) => (window as unknown as BenchWindow).__bench.snapshot(until),
      ready.connectPainted,
    )

    await page.waitForTimeout(options.clickDelayMs)
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.armModal())
    const point = await page.evaluate(() => (window as unknown as BenchWindow).__bench.clickPoint())
    await page.mouse.click(point.x, point.y)
    await withTimeout(
      page.evaluate(() => (window as unknown as BenchWindow).__bench.modalReady),
      options.timeoutMs,
      'the wallet list never became visible after the click',
    )
    const marks = await page.evaluate(() => (window as unknown as BenchWindow).__bench.marks)
    record.modalListMs = marks.modalPainted - marks.pointerDown
    record.modalOpaqueMs = marks.modalOpaque === null ? null : marks.modalOpaque - marks.pointerDown
    record.inputDelayMs = marks.pointerDownHandled - marks.pointerDown
    record.atModal = await page.evaluate(
      (until) => (window as unknown as BenchWindow).__bench.snapshot(until),
      marks.modalPainted,
    )

    await page.waitForTimeout(options.settleMs)
    record.heapUsedBytes = await heapUsed(cdp)
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    record.heapUsedAfterGcBytes = await heapUsed(cdp)
    if (target.walletConnect) {
      try {
        record.qrMs = await walletConnectQr(page, target.walletConnect, options.timeoutMs)
        await page.waitForTimeout(QR_SETTLE_MS)
      } catch (error) {
        record.walletConnectError = String(error instanceof Error ? error.message : error).split(
          '\n',
        )[0]
      }
    }
    otherCpuCores = cpu.stop()
  } catch (error) {
    record.errors.push(String(error instanceof Error ? error.message : error).split('\n')[0]!)
  } finally {
    record.otherCpuCores = otherCpuCores === undefined ? cpu.stop() : otherCpuCores
    await context.close().catch(() => {})
    rmSync(profile, { recursive: true, force: true })
  }
  return record
}

/**
 * Click on the WalletConnect entry of the open wallet list → the frame in which the QR code was
 * first painted, in ms from the pointerdown's timestamp. Reown's SDK asks WalletConnect Verify
 * (an iframe from verify.walletconnect.org) before it publishes a proposal and shows its URI;
 * offline it would wait 5 s for it, so every app gets a stand-in that answers at once
 * (walletConnectRelay.ts). The route goes on only now, so that it delays no request before.
 */
async function walletConnectQr(
  page: Page,
  spec: WalletConnectSpec,
  timeoutMs: number,
): Promise<number> {
  await page.context().route(VERIFY_SERVER_PATTERN, verifyStandIn)
  const point = await page.evaluate(
    (option) => (window as unknown as BenchWindow).__bench.clickPointOf(option),
    spec.option,
  )
  if (!point) throw new Error('no visible WalletConnect entry in the wallet list')
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.armQr())
  await page.mouse.click(point.x, point.y)
  await withTimeout(
    page.evaluate(() => (window as unknown as BenchWindow).__bench.qrReady),
    timeoutMs,
    'the QR code never became visible after the click on WalletConnect',
  )
  const marks = await page.evaluate(() => (window as unknown as BenchWindow).__bench.marks)
  return marks.qrPainted - marks.qrDown
}
