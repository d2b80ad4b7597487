const RFC_3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
}

/**
 * An RFC 3339 date-time with an upper-case `T` and `Z` (the form `Date#toISOString` writes) that
 * names a real instant: month 1–12, a day that exists in that month, hours 0–23, minutes and
 * seconds 0–59 (no leap second), offsets up to ±23:59. `Date.parse` alone accepts 30 February.
 */
export function isRfc3339Timestamp(value: string): boolean {
  const match = RFC_3339.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[]
  const offsetHour = Number(match[7] ?? 0)
  const offsetMinute = Number(match[8] ?? 0)
  if (year === undefined || month === undefined || day === undefined) return false
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false
  if (hour === undefined || minute === undefined || second === undefined) return false
  if (hour > 23 || minute > 59 || second > 59 || offsetHour > 23 || offsetMinute > 59) return false
  return !Number.isNaN(Date.parse(value))
}
