// Covers env validation: defaults (LOG_LEVEL included), and a message naming the variable for
// every bad value.
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { DEFAULT_STATIC_DIR, EnvError, parseEnv, REPO_ROOT } from './env'

describe('parseEnv', () => {
  test('behavior: defaults to 127.0.0.1:3000 serving apps/demo/dist-local from the repo root', () => {
    expect(parseEnv({}, '/somewhere')).toEqual({
      port: 3000,
      host: '127.0.0.1',
      staticDir: DEFAULT_STATIC_DIR,
      https: false,
      logLevel: 'info',
    })
    expect(DEFAULT_STATIC_DIR).toBe(path.join(REPO_ROOT, 'apps/demo/dist-local'))
  })

  test('behavior: reads PORT, HOST and a STATIC_DIR relative to the working directory', () => {
    expect(parseEnv({ PORT: '8080', HOST: '0.0.0.0', STATIC_DIR: 'build' }, '/srv')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      staticDir: '/srv/build',
      https: false,
      logLevel: 'info',
    })
  })

  test('behavior: an https APP_ORIGIN means the app is served over https (HSTS)', () => {
    expect(parseEnv({ APP_ORIGIN: 'https://app.example' }).https).toBe(true)
    expect(parseEnv({ APP_ORIGIN: 'http://127.0.0.1:3000' }).https).toBe(false)
  })

  test('behavior: LOG_LEVEL sets the least severe line written; unset or blank is info', () => {
    for (const level of ['debug', 'info', 'warn', 'error'] as const) {
      expect(parseEnv({ LOG_LEVEL: level }).logLevel).toBe(level)
    }
    expect(parseEnv({ LOG_LEVEL: ' warn ' }).logLevel).toBe('warn')
    // a platform-wide LOG_LEVEL in another spelling means the same
    expect(parseEnv({ LOG_LEVEL: 'INFO' }).logLevel).toBe('info')
    expect(parseEnv({ LOG_LEVEL: 'Warning' }).logLevel).toBe('warn')
    expect(parseEnv({ LOG_LEVEL: '' }).logLevel).toBe('info')
  })

  test.each(['verbose', 'trace', '1', 'constructor', 'CONSTRUCTOR'])(
    'error: LOG_LEVEL=%s names LOG_LEVEL and the levels',
    (value) => {
      expect(() => parseEnv({ LOG_LEVEL: value })).toThrowError(EnvError)
      expect(() => parseEnv({ LOG_LEVEL: value })).toThrowError(
        `LOG_LEVEL: must be one of debug, info, warn, error, got "${value}"`,
      )
    },
  )

  test('behavior: an empty variable counts as unset', () => {
    expect(parseEnv({ PORT: '', HOST: ' ' }).port).toBe(3000)
  })

  test.each(['0', '65536', '3000.5', 'abc', '-1', '80 80'])(
    'error: PORT=%s names PORT',
    (value) => {
      expect(() => parseEnv({ PORT: value })).toThrowError(EnvError)
      expect(() => parseEnv({ PORT: value })).toThrowError(
        /^PORT: must be an integer from 1 to 65535/,
      )
    },
  )
})
