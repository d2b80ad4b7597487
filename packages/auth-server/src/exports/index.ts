// @gatehouse/auth-server's public API: explicit named re-exports only (a test lists them).

export type { AuthConfig, RateLimit, RateLimitsConfig } from '../config/AuthConfig'
export type { AuthHandlerOptions } from '../config/AuthHandlerOptions'
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { DEFAULT_AUTH_BASE_PATH } from '../config/basePath'
export { type EnvAuthOptions, type EnvSource, fromEnv } from '../config/fromEnv'
export { AuthOptionError } from '../errors/AuthOptionError'
export { AuthUnavailableError } from '../errors/AuthUnavailableError'
export { BaseError, type BaseErrorType } from '../errors/base'
export { EnvError } from '../errors/EnvError'
export { type ClientIp, type ProxyClientIpOptions, proxyClientIp } from '../http/clientIp'
export {
  createJsonLogger,
  type JsonLoggerOptions,
  type LogEntry,
  type Logger,
  type LogLevel,
  silentLogger,
} from '../http/logger'
export { type RequestLogEnv, requestLog } from '../http/requestLog'
export {
  createCspNonce,
  type SecurityHeaders,
  type SecurityHeadersOptions,
  securityHeaders,
} from '../http/securityHeaders'
export type { HeadersLike } from '../http/sessionCookie'
export { type AuthHandler, type AuthSession, createAuthHandler } from '../routes/createAuthHandler'
export type { AuthStore, SessionData } from '../stores/authStore'
export type { AuthStoreConfig } from '../stores/authStoreConfig'
export { createMemoryStore, type MemoryStoreOptions } from '../stores/memoryStore'
export { createRedisStore, type RedisStoreOptions } from '../stores/redisStore'
export type { ContractWalletCheck, SignatureCheck } from '../verify/verifySignature'
