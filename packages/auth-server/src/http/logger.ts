// Structured logs: one JSON object per line. Callers pass only fields they chose; nothing here
// copies headers, cookies or bodies, so secrets cannot leak by accident through the logger.
import { AuthOptionError } from '../errors/AuthOptionError'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export type LogEntry = {
  level: LogLevel
  event: string
  [field: string]: string | number | boolean | undefined
}

/** Injected everywhere a log line is written; tests pass one that collects entries. */
export type Logger = (entry: LogEntry) => void

/** Severity order: an entry is written when its rank is at least the threshold's. */
const RANK: { readonly [level in LogLevel]: number } = { debug: 0, info: 1, warn: 2, error: 3 }

export type JsonLoggerOptions = {
  /**
   * The least severe level written; entries below it are dropped (debug lines, such as the
   * analytics events, are off in production unless asked for). Default 'info'.
   */
  level?: LogLevel
  /** Where each line goes. Default: stdout, one line per entry. */
  write?: (line: string) => void
  /** The clock for the `time` field (epoch ms). Default Date.now. */
  now?: () => number
}

const writeStdout = (line: string) => {
  process.stdout.write(`${line}\n`)
}

/**
 * JSON lines with a timestamp, to stdout (or any writer), from `level` up (default 'info').
 * The older `createJsonLogger(write?, now?)` writes every level, as it always did. Throws
 * AuthOptionError for an unknown level.
 */
export function createJsonLogger(options?: JsonLoggerOptions): Logger
export function createJsonLogger(write?: (line: string) => void, now?: () => number): Logger
export function createJsonLogger(
  first?: JsonLoggerOptions | ((line: string) => void),
  secondNow?: () => number,
): Logger {
  const options: JsonLoggerOptions =
    typeof first === 'function' || first === undefined
      ? {
          level: 'debug',
          ...(first ? { write: first } : {}),
          ...(secondNow ? { now: secondNow } : {}),
        }
      : first
  const { level = 'info', write = writeStdout, now = Date.now } = options
  if (!Object.hasOwn(RANK, level)) {
    throw new AuthOptionError(
      'level',
      `must be one of ${Object.keys(RANK).join(', ')}, got "${String(level)}"`,
    )
  }
  const threshold = RANK[level]
  return (entry) => {
    if (RANK[entry.level] < threshold) return
    write(JSON.stringify({ time: new Date(now()).toISOString(), ...entry }))
  }
}

export const silentLogger: Logger = () => {}
