// The benchmark's one table: every figure of issues 18 and 25 as median (min–max) per app, then
// each Gatehouse app's figure as a ratio to each peer's (below 1: Gatehouse is faster or smaller).
import type { Sample } from './measure'

export type Figure = {
  label: string
  unit: 'ms' | 'KB' | 'MB'
  /** one value per sample; a size measured once from the build is one value */
  values: (app: string) => number[]
}

export type Stats = { median: number; min: number; max: number }

export function stats(values: number[]): Stats | undefined {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (v.length === 0) return undefined
  const mid = Math.floor(v.length / 2)
  const median = v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2
  return { median, min: v[0]!, max: v[v.length - 1]! }
}

const format = (value: number, unit: Figure['unit']) =>
  unit === 'ms' ? String(Math.round(value)) : value.toFixed(1)

function cell(s: Stats | undefined, unit: Figure['unit']): string {
  if (!s) return 'n/a'
  if (s.min === s.max) return format(s.median, unit)
  return `${format(s.median, unit)} (${format(s.min, unit)}–${format(s.max, unit)})`
}

/** Figures read from the samples of each app. */
export function sampleFigures(samples: Sample[], firstRenderKB: Map<string, number>): Figure[] {
  const of = (app: string, pick: (s: Sample) => number | null | undefined) =>
    samples
      .filter((s) => s.name === app && s.errors.length === 0)
      .map(pick)
      .filter((x): x is number => typeof x === 'number')
  return [
    {
      label: 'Connect button visible and enabled, ms from navigation',
      unit: 'ms',
      values: (app) => of(app, (s) => s.connectReadyMs),
    },
    {
      label: 'Click → wallet list visible, ms',
      unit: 'ms',
      values: (app) => of(app, (s) => s.modalListMs),
    },
    {
      label: 'Click → wallet list fully opaque, ms',
      unit: 'ms',
      values: (app) => of(app, (s) => s.modalOpaqueMs),
    },
    {
      label: 'First contentful paint, ms',
      unit: 'ms',
      values: (app) => of(app, (s) => s.atReady?.fcp),
    },
    {
      label: 'First-render JS, KB gzip',
      unit: 'KB',
      values: (app) => {
        const kb = firstRenderKB.get(app)
        return kb === undefined ? [] : [kb]
      },
    },
    {
      label: 'Click on WalletConnect → QR code visible, ms',
      unit: 'ms',
      values: (app) => of(app, (s) => (s.walletConnectError ? undefined : s.qrMs)),
    },
    {
      label: 'WalletConnect code fetched, QR library included, KB gzip',
      unit: 'KB',
      values: (app) => of(app, (s) => (s.walletConnectError ? undefined : s.walletConnectKB)),
    },
    {
      label: 'JS heap after the modal opened, after GC, MB',
      unit: 'MB',
      values: (app) => of(app, (s) => (s.heapUsedAfterGcBytes ?? Number.NaN) / 1e6),
    },
  ]
}

export function table(
  figures: Figure[],
  apps: readonly string[],
  gatehouseApps: readonly string[],
): string {
  const peers = apps.filter((app) => !gatehouseApps.includes(app))
  const ratioColumns = gatehouseApps.flatMap((g) => peers.map((p) => [g, p] as const))
  const header = [
    '',
    ...apps,
    ...ratioColumns.map(([g, p]) => (gatehouseApps.length > 1 ? `${g} ÷ ${p}` : `÷ ${p}`)),
  ]
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`]
  for (const figure of figures) {
    const byApp = new Map(apps.map((app) => [app, stats(figure.values(app))]))
    const ratios = ratioColumns.map(([g, p]) => {
      const a = byApp.get(g)
      const b = byApp.get(p)
      return a && b && b.median > 0 ? `${(a.median / b.median).toFixed(2)}×` : 'n/a'
    })
    lines.push(
      `| ${[figure.label, ...apps.map((app) => cell(byApp.get(app), figure.unit)), ...ratios].join(' | ')} |`,
    )
  }
  return lines.join('\n')
}
