// One sample: a fresh Chromium with a fresh profile, CPU throttled, offline but for 127.0.0.1;
// navigation → connect button painted, visible and enabled; click → wallet list painted and
// opaque; JS heap after the list showed, before and after a forced GC. pageProbe.browser.js
// takes the in-page timestamps.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { type CDPSession, chromium } from '@playwright/test'
import { otherProcessesCpu } from './quietMachine'

export type ElementSpec = {
  selector: string
  text?: string
  enabled?: boolean
  minHeight?: number
  minCount?: number
}

export type Target = { name: string; url: string; connect: ElementSpec; walletList: ElementSpec }

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
}
type BenchWindow = {
  __bench: {
    connectReady: Promise<boolean>
    modalReady: Promise<boolean>
    marks: Marks
    armModal: () => void
    clickPoint: () => { x: number; y: number }
    snapshot: (until: number) => Snapshot
  }
}

const PROBE = readFileSync(path.join(import.meta.dirname, 'pageProbe.browser.js'), 'utf8')

async function heapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} (${ms} ms)`)), ms)),
  ])
}

export async function sample(target: Target, options: SampleOptions): Promise<Sample> {
  const profile = mkdtempSync(path.join(tmpdir(), 'gatehouse-bench-profile-'))
  const cpu = otherProcessesCpu()
  let otherCpuCores: number | null | undefined
  const record: Sample = { name: target.name, errors: [], externalRequests: 0, otherCpuCores: null }
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Offline: every other host fails DNS at once, so no kit waits on the network.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.hostname !== '127.0.0.1' && /^(https?|wss?):$/.test(url.protocol))
        record.externalRequests++
    })
    const config = JSON.stringify({ connect: target.connect, walletList: target.walletList })
    await context.addInitScript({ content: `${PROBE}\nbenchInit(${config})` })
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
