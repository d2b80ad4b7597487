// Structured logs: one JSON object per line. Callers pass only fields they chose; nothing here
// copies headers, cookies or bodies, so secrets cannot leak by accident through the logger.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export type LogEntry = {
  level: LogLevel
  event: string
  [field: string]: string | number | boolean | undefined
}

/** Injected everywhere a log line is written; tests pass one that collects entries. */
export type Logger = (entry: LogEntry) => void

/** JSON lines with a timestamp, to stdout (or any writer). */
export function createJsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  now: () => number = Date.now,
): Logger {
  return (entry) => write(JSON.stringify({ time: new Date(now()).toISOString(), ...entry }))
}

export const silentLogger: Logger = () => {}
