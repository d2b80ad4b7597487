// §9: under 1 with 3 decimals, under 100 with 2, under 10 000 with 1, then k/m/b/t suffixes.
const SUFFIXES = [
  { value: 1e12, suffix: 't' },
  { value: 1e9, suffix: 'b' },
  { value: 1e6, suffix: 'm' },
  { value: 1e3, suffix: 'k' },
] as const
const COMPACT_FROM = 10_000

function decimalsFor(value: number): number {
  if (value < 1) return 3
  if (value < 100) return 2
  return 1
}

/** Formats a decimal string (e.g. viem's formatUnits output) for display. Trailing zeros drop. */
export function formatBalance(formatted: string, locale = 'en-US'): string {
  const value = Number(formatted)
  if (!Number.isFinite(value)) return formatted
  const abs = Math.abs(value)
  if (abs < COMPACT_FROM) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: decimalsFor(abs) }).format(value)
  }
  const unit = SUFFIXES.find((s) => abs >= s.value) ?? SUFFIXES[SUFFIXES.length - 1]!
  const scaled = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    value / unit.value,
  )
  return `${scaled}${unit.suffix}`
}
