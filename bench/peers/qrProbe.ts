// Where the time goes between a click on WalletConnect and its QR code, in the built demo against
// the bench's relay: the same page, browser and CPU throttling as a bench:peers sample
// (measure.ts), with qrProbe.browser.js timing the relay socket, each relay request and its
// answer, WebCrypto, the scripts fetched and the DOM moments, and (with --profile) a CPU profile
// of the click's window summed by script. Prints each sample's timeline in ms from the
// pointerdown, then the medians. Asserts nothing; run it inside `isolated` after the bench has
// built the demo (its build is reused: `npm run bench:peers -- --only gatehouse` once, or
// buildApps.ts's buildDemo).
// Options: --samples 5 --cpu 4 --idle 2000 (ms from the list shown to the click; 0: at once)
//          --profile, --trace (the main thread's tasks, with --profile their functions),
//          --dist <folder> (another build of the demo), --no-confetti and --css <rules> (diagnostics),
//          --save-profile <path prefix> (with --profile: each sample's CPU profile, for DevTools)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { type CDPSession, chromium } from '@playwright/test'
import { BENCH_CHROMIUM_ARGS } from './benchChromiumArgs'
import { DEMO_DIST } from './buildApps'
import { serveStatic } from './serveStatic'
import { startBenchRelay } from './walletConnectRelay'

const { values: options } = parseArgs({
  options: {
    samples: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    idle: { type: 'string', default: '2000' },
    profile: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    'no-confetti': { type: 'boolean', default: false },
    css: { type: 'string' },
    dist: { type: 'string' },
    'save-profile': { type: 'string' },
  },
})

const PAGE_PROBE = readFileSync(path.join(import.meta.dirname, 'pageProbe.browser.js'), 'utf8')
const QR_PROBE = readFileSync(path.join(import.meta.dirname, 'qrProbe.browser.js'), 'utf8')
const SELECTORS = {
  connect: { selector: '[data-gh-connect-button]', text: 'Connect Wallet', enabled: true },
  walletList: { selector: '[role="dialog"] [data-wallet-id]', minCount: 1 },
  qr: { selector: '[role="dialog"] [role="img"][aria-label^="Scan with"]', has: 'svg' },
}
const OPTION = { selector: '[role="dialog"] [data-wallet-id="walletConnect"]' }

type ProbeEvent = { t: number; end?: number; what: string; detail?: string }
type Profile = {
  startTime: number
  nodes: { id: number; callFrame: { url: string; functionName: string } }[]
  samples: number[]
  timeDeltas: number[]
}

async function probeOnce(url: string): Promise<{ lines: string[]; moments: Map<string, number> }> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-qr-probe-'))
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: [...BENCH_CHROMIUM_ARGS],
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await context.addInitScript({
      content: `${PAGE_PROBE}\n${QR_PROBE}\nbenchInit(${JSON.stringify(SELECTORS)})\nqrProbeInit()`,
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) })
    // Diagnostic: the wallet icon's confetti (the kit's coolMode, on by default) hidden, so its
    // 35 animated particles cost nothing on the click.
    if (options['no-confetti'])
      await context.addInitScript({
        content: `addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: '[data-confetti]{display:none}' })))`,
      })
    if (options.css)
      await context.addInitScript({
        content: `addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: ${JSON.stringify(options.css)} })))`,
      })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => '__bench' in window)
    await page.evaluate(
      () =>
        (window as never as { __bench: { connectReady: Promise<boolean> } }).__bench.connectReady,
    )
    await page.waitForTimeout(1_000)
    const bench = (expression: string) => page.evaluate(`window.__bench.${expression}`)
    await bench('armModal()')
    const connect = (await bench('clickPoint()')) as { x: number; y: number }
    await page.mouse.click(connect.x, connect.y)
    await bench('modalReady')
    await page.waitForTimeout(Number(options.idle))
    const point = (await page.evaluate(
      (option) =>
        (
          window as never as {
            __bench: { clickPointOf: (spec: object) => { x: number; y: number } | null }
          }
        ).__bench.clickPointOf(option),
      OPTION,
    )) as { x: number; y: number }
    if (options.profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    if (options.trace)
      await cdp.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'v8',
            'blink.user_timing',
          ],
        },
      })
    await bench('armQr()')
    await page.mouse.click(point.x, point.y)
    await bench('qrReady')
    const trace = options.trace ? await readTrace(cdp) : undefined
    const profile = options.profile
      ? ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile
      : undefined
    const marks = (await bench('marks')) as { qrDown: number; qrPainted: number }
    const events = (await page.evaluate('window.__qrProbe.events')) as ProbeEvent[]
    const from = marks.qrDown
    const moments = new Map<string, number>()
    const lines: string[] = []
    const rows = events.filter((event) => (event.end ?? event.t) >= from).sort((a, b) => a.t - b.t)
    for (const event of rows) {
      const start = Math.round(event.t - from)
      const span = event.end === undefined ? '' : `–${Math.round(event.end - from)}`
      lines.push(
        `${`${start}${span}`.padStart(11)}  ${event.what}${event.detail ? ` ${event.detail}` : ''}`,
      )
      const key = event.what + (event.what === 'script fetched' ? ` ${event.detail}` : '')
      if (!moments.has(key)) moments.set(key, Math.round((event.end ?? event.t) - from))
    }
    moments.set('QR painted', Math.round(marks.qrPainted - from))
    lines.push(
      `${String(Math.round(marks.qrPainted - from)).padStart(11)}  QR painted (bench's qrMs)`,
    )
    if (profile && options['save-profile'])
      writeFileSync(
        `${options['save-profile']}-${Date.now()}.cpuprofile`,
        JSON.stringify({ ...profile, qrDown: marks.qrDown, qrPainted: marks.qrPainted }),
      )
    if (profile && !trace) lines.push(...profileLines(profile))
    if (trace) lines.push(...traceLines(trace, marks.qrPainted - from, profile))
    return { lines, moments }
  } finally {
    await context.close().catch(() => {})
    rmSync(profileDir, { recursive: true, force: true })
  }
}

type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; name?: string }
}

async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)),
  )
  await cdp.send('Tracing.end')
  const stream = await complete
  let text = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream })
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle: stream })
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] }
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}

/**
 * The renderer main thread's tasks from the pointerdown to the QR's paint (ms from the
 * pointerdown, the trace's pointerdown dispatch as zero): each task of 3 ms or more with what
 * it ran (script evaluation, function calls by script, style, layout, paint, GC).
 */
function traceLines(events: TraceEvent[], qrPaintedMs: number, profile?: Profile): string[] {
  const samples = profile ? profileSamples(profile) : []
  const threadName = new Map<string, string>()
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name')
      threadName.set(`${e.pid}/${e.tid}`, String(e.args?.name))
  const down = events.find(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown',
  )
  if (!down) return ['  trace: no pointerdown dispatch found']
  const main = `${down.pid}/${down.tid}`
  const onMain = events
    .filter((e) => `${e.pid}/${e.tid}` === main && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts)
  const zero = down.ts
  const end = zero + qrPaintedMs * 1000 + 50_000
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + e.dur! >= zero && e.ts <= end)
  const lines = [`  main thread (${threadName.get(main)}) tasks ≥ 3 ms:`]
  let busy = 0
  for (const task of tasks) {
    const taskEnd = task.ts + task.dur!
    busy += task.dur!
    if (task.dur! < 3000) continue
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= taskEnd)
    const parts = new Map<string, number>()
    for (const e of inside) {
      let key: string | undefined
      const data = e.args?.data ?? {}
      if (
        e.name === 'EvaluateScript' ||
        e.name === 'v8.compileModule' ||
        e.name === 'v8.evaluateModule'
      )
        key = `${e.name} ${String(data.url ?? data.fileName ?? '')
          .split('/')
          .pop()}`
      else if (e.name === 'FunctionCall')
        key = `FunctionCall ${
          String(data.url ?? '')
            .split('/')
            .pop() || '?'
        }${data.functionName ? `:${data.functionName}` : ''}`
      else if (
        [
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'Layerize',
          'MinorGC',
          'MajorGC',
          'V8.GC_SCAVENGER',
          'ParseHTML',
          'v8.compile',
          'V8.CompileCode',
          'V8.ParseFunction',
        ].includes(e.name)
      )
        key = e.name
      else if (e.name === 'EventDispatch') key = `EventDispatch ${String(data.type)}`
      else if (
        ['TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks'].includes(e.name)
      )
        key = e.name
      if (key) parts.set(key, (parts.get(key) ?? 0) + e.dur! / 1000)
    }
    const described = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
      .join('; ')
    const sampled = new Map<string, number>()
    for (const sample of samples)
      if (sample.ts >= task.ts && sample.ts < taskEnd)
        sampled.set(sample.name, (sampled.get(sample.name) ?? 0) + sample.ms)
    const js = [...sampled]
      .filter(([name]) => !name.startsWith('('))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join('; ')
    lines.push(
      `${`${Math.round((task.ts - zero) / 1000)}–${Math.round((taskEnd - zero) / 1000)}`.padStart(11)}  task ${(task.dur! / 1000).toFixed(1)} ms: ${described}`,
    )
    if (js) lines.push(`${''.padStart(13)}JS self: ${js}`)
  }
  lines.push(`  main thread busy ${(busy / 1000).toFixed(0)} ms of ${Math.round(qrPaintedMs)}`)
  return lines
}

/** Each sample of a CPU profile: when (trace clock, µs), which function in which script, how long. */
function profileSamples(profile: Profile): { ts: number; name: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  let ts = profile.startTime
  return profile.samples.map((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0
    ts += delta
    const frame = byId.get(id)
    const script = frame?.url ? frame.url.split('/').pop()! : ''
    return {
      ts,
      name: `${frame?.functionName || '(anonymous)'}${script ? `@${script}` : ''}`,
      ms: delta / 1000,
    }
  })
}

/** Self time of the profiled window by script (chunk name) and the heaviest functions. */
function profileLines(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const byScript = new Map<string, number>()
  const byFunction = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const script = frame?.url ? frame.url.split('/').pop()! : frame?.functionName || '(native)'
    byScript.set(script, (byScript.get(script) ?? 0) + ms)
    const fn = `${frame?.functionName || '(anonymous)'} ${script}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms)
  })
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(9)} ms  ${name}`)
  return [
    '  CPU profile, self time by script:',
    ...top(byScript, 12),
    '  by function:',
    ...top(byFunction, 15),
  ]
}

const relay = await startBenchRelay()
const site = await serveStatic(options.dist ?? DEMO_DIST)
try {
  const all: Map<string, number>[] = []
  for (let i = 0; i < Number(options.samples); i++) {
    const { lines, moments } = await probeOnce(site.url)
    console.log(`sample ${i + 1} (ms from the pointerdown):`)
    for (const line of lines) console.log(line)
    all.push(moments)
  }
  console.log('\nmedians (ms from the pointerdown, first occurrence):')
  const keys = [...new Set(all.flatMap((moments) => [...moments.keys()]))]
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const rows = keys
    .map((key) => {
      const values = all.flatMap((moments) => (moments.has(key) ? [moments.get(key)!] : []))
      return { key, median: median(values), n: values.length }
    })
    .sort((a, b) => a.median - b.median)
  for (const { key, median: ms, n } of rows)
    console.log(`${String(ms).padStart(7)}  ${key} (${n}/${all.length})`)
} finally {
  await site.close()
  await relay.close()
}
