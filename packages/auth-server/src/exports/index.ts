// @gatehouse/auth-server's public API: explicit named re-exports only (a test lists them).

export type { AuthConfig, RateLimit, RateLimitsConfig } from '../AuthConfig'
export type { AuthHandlerOptions } from '../AuthHandlerOptions'
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { AuthOptionError } from '../AuthOptionError'
export type { AuthStore, SessionData } from '../authStore'
export type { AuthStoreConfig } from '../authStoreConfig'
export { DEFAULT_AUTH_BASE_PATH } from '../basePath'
export { type ClientIp, type ProxyClientIpOptions, proxyClientIp } from '../clientIp'
export { type AuthHandler, type AuthSession, createAuthHandler } from '../createAuthHandler'
export { EnvError } from '../EnvError'
export { AuthUnavailableError } from '../errors'
export { BaseError, type BaseErrorType } from '../errors/base'
export { type EnvAuthOptions, type EnvSource, fromEnv } from '../fromEnv'
export {
  createJsonLogger,
  type JsonLoggerOptions,
  type LogEntry,
  type Logger,
  type LogLevel,
  silentLogger,
} from '../logger'
export { createMemoryStore, type MemoryStoreOptions } from '../memoryStore'
export { createRedisStore, type RedisStoreOptions } from '../redisStore'
export {
  createCspNonce,
  type SecurityHeaders,
  type SecurityHeadersOptions,
  securityHeaders,
} from '../securityHeaders'
export type { HeadersLike } from '../sessionCookie'
export type { ContractWalletCheck, SignatureCheck } from '../verifySignature'
