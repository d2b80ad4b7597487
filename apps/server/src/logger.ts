// The JSON logger is the auth package's (one format for the auth routes and the rest of the
// server); re-exported as `@gatehouse/server/logger` for the scripts and the benchmark.
export {
  createJsonLogger,
  type LogEntry,
  type Logger,
  type LogLevel,
  silentLogger,
} from '@gatehouse/auth-server'
