// §9: under 1 with 3 decimals, under 100 with 2, under 10 000 with 1, then k/m/b/t suffixes.
const UNITS = [
  { value: 1e3, suffix: 'k' },
  { value: 1e6, suffix: 'm' },
  { value: 1e9, suffix: 'b' },
  { value: 1e12, suffix: 't' },
] as const
const COMPACT_FROM = 10_000
const COMPACT_DECIMALS = 1

function decimalsFor(value: number): number {
  if (value < 1) return 3
  if (value < 100) return 2
  return 1
}

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals))

/**
 * Formats a decimal string (e.g. viem's formatUnits output) for display; trailing zeros drop.
 * Rounding happens before the range is chosen, so 9,999.96 reads 10k, never "10,000".
 */
export function formatBalance(formatted: string, locale = 'en-US'): string {
  const value = Number(formatted)
  if (!Number.isFinite(value)) return formatted
  const sign = value < 0 ? -1 : 1
  const abs = Math.abs(value)
  const plain = roundTo(abs, decimalsFor(abs))
  if (plain < COMPACT_FROM) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: decimalsFor(abs) }).format(
      sign * plain,
    )
  }
  // The largest unit whose rounded value stays under 1000 (or the last unit).
  let index = 0
  while (index < UNITS.length - 1 && roundTo(abs / UNITS[index]!.value, COMPACT_DECIMALS) >= 1000)
    index++
  const unit = UNITS[index]!
  const scaled = roundTo(abs / unit.value, COMPACT_DECIMALS)
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: COMPACT_DECIMALS }).format(
    sign * scaled,
  )
  return `${text}${unit.suffix}`
}
