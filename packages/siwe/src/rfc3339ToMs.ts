// RFC 3339 §5.6 `date-time`, exactly:
//   date-time      = full-date "T" full-time
//   full-date      = date-fullyear "-" date-month "-" date-mday
//   full-time      = partial-time time-offset
//   partial-time   = time-hour ":" time-minute ":" time-second [time-secfrac]
//   time-secfrac   = "." 1*DIGIT
//   time-offset    = "Z" / time-numoffset
//   time-numoffset = ("+" / "-") time-hour ":" time-minute
// ABNF strings are case-insensitive, and RFC 3339 §5.6 says so of "T" and "Z" too, so `t` and `z` are
// accepted. The ranges are RFC 3339 §5.7's: month 01-12, mday up to the month's length (29 February only
// in leap years), hour 00-23, minute 00-59, second 00-60 where 60 is a leap second (23:59:60 in
// UTC, on the last day of a month, the only place leap seconds are inserted).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
}

/**
 * The instant an RFC 3339 `date-time` names, in epoch milliseconds (a fraction beyond
 * milliseconds is cut; a leap second 23:59:60.x counts as the next day's 00:00:00.000), or
 * undefined when `value` is not a valid date-time. Unlike `Date.parse`, it accepts exactly RFC 3339: no 30
 * February, no date without a time, no missing offset.
 */
export function rfc3339ToMs(value: string): number | undefined {
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const fraction = match[7] ?? ''
  const sign = match[8] === '-' ? -1 : 1
  const offsetHour = Number(match[9] ?? 0)
  const offsetMinute = Number(match[10] ?? 0)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) {
    return undefined
  }
  const offsetMs = sign * (offsetHour * 60 + offsetMinute) * 60_000
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'))
  // Date.UTC reads years 0-99 as 1900-1999; setUTCFullYear does not.
  const base = new Date(Date.UTC(2000, month - 1, day, hour, minute, Math.min(second, 59), ms))
  base.setUTCFullYear(year)
  const instant = base.getTime() - offsetMs
  if (second === 60) {
    // A leap second is 23:59:60 UTC on a month's last day; in UTC its minute is 23:59.
    const utc = new Date(instant)
    const lastDay = daysInMonth(utc.getUTCFullYear(), utc.getUTCMonth() + 1)
    const ok =
      utc.getUTCHours() === 23 && utc.getUTCMinutes() === 59 && utc.getUTCDate() === lastDay
    return ok ? instant - ms + 1000 : undefined
  }
  return instant
}
