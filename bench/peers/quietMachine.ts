// Waits for a quiet machine before a timed sample, and measures how much CPU other processes used
// during one, so that other people's work on a shared machine does not land in a sample.
// Linux /proc only; elsewhere it never waits and reports null.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const HAS_PROC = existsSync('/proc/stat')
const USER_HZ = 100
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function systemTicks(): { idle: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1)
  const n = fields.map(Number)
  const idle = (n[3] ?? 0) + (n[4] ?? 0) // idle + iowait
  const total = n.slice(0, 8).reduce((sum, x) => sum + x, 0)
  return { idle, total }
}

const cpuCount = () => readFileSync('/proc/stat', 'utf8').match(/^cpu\d+ /gm)?.length ?? 1

/** Busy cores (0…cpus) averaged over `windowMs`. */
export async function busyCores(windowMs = 1_000): Promise<number> {
  if (!HAS_PROC) return 0
  const a = systemTicks()
  await sleep(windowMs)
  const b = systemTicks()
  const dt = b.total - a.total
  return dt > 0 ? (1 - (b.idle - a.idle) / dt) * cpuCount() : 0
}

export type QuietWait = { busyCores: number; waitedMs: number; timedOut: boolean }

/** Resolves once at most `maxBusy` cores are busy over one second, or after `maxWaitMs`. */
export async function waitForQuiet(
  maxBusy: number,
  log: (line: string) => void,
  maxWaitMs = 10 * 60_000,
): Promise<QuietWait> {
  const started = Date.now()
  let busy = await busyCores()
  let told = false
  while (busy > maxBusy && Date.now() - started < maxWaitMs) {
    if (!told) log(`  waiting for a quiet machine (${busy.toFixed(2)} cores busy > ${maxBusy})…`)
    told = true
    await sleep(2_000)
    busy = await busyCores()
  }
  return { busyCores: busy, waitedMs: Date.now() - started, timedOut: busy > maxBusy }
}

type ProcessRow = { pid: number; ppid: number; ticks: number }

function processTable(): ProcessRow[] {
  const rows: ProcessRow[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime, stime, cutime, cstime (children already reaped count too)
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(f[i]), 0)
      rows.push({ pid: Number(entry), ppid: Number(f[1]), ticks })
    } catch {
      // the process ended while we read
    }
  }
  return rows
}

/** CPU ticks of this process and all its descendants (the browser, the static servers). */
function ownTreeTicks(): number {
  const rows = processTable()
  const children = new Map<number, ProcessRow[]>()
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row])
  let sum = 0
  const stack = rows.filter((row) => row.pid === process.pid)
  for (let row = stack.pop(); row; row = stack.pop()) {
    sum += row.ticks
    stack.push(...(children.get(row.pid) ?? []))
  }
  return sum
}

/**
 * Starts measuring the CPU used by processes outside this one's tree; `stop()` returns their
 * average busy cores since the start (null without /proc). Stop before the browser closes, while
 * its processes are still descendants.
 */
export function otherProcessesCpu(): { stop: () => number | null } {
  if (!HAS_PROC) return { stop: () => null }
  const started = Date.now()
  const s0 = systemTicks()
  const own0 = ownTreeTicks()
  return {
    stop() {
      const s1 = systemTicks()
      const own1 = ownTreeTicks()
      const busyTicks = s1.total - s1.idle - (s0.total - s0.idle)
      const seconds = (Date.now() - started) / 1_000
      return seconds > 0 ? Math.max(0, (busyTicks - (own1 - own0)) / USER_HZ / seconds) : 0
    },
  }
}
