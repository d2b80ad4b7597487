// The JSON logger is the auth package's (one format for the auth routes and the rest of the
// server); re-exported as `@gatehouse/server/logger` for the scripts and the benchmark.
// biome-ignore lint/performance/noBarrelFile: entrypoint module (the `@gatehouse/server/logger` export)
export {
  createJsonLogger,
  type LogEntry,
  type Logger,
  type LogLevel,
  silentLogger,
} from '@gatehouse/auth-server'
