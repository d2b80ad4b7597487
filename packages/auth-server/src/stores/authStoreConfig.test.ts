// Covers choosing the auth store from the environment: AUTH_STORE (memory by default, or redis)
// and REDIS_URL (required for redis, validated, never echoed). The stores themselves are tested in
// memoryStore.test.ts and redisStore.test.ts.
import { describe, expect, test } from 'vitest'
import { EnvError } from '../errors/EnvError'
import { parseAuthStoreConfig } from './authStoreConfig'

function errorOf(source: Record<string, string | undefined>): EnvError {
  try {
    parseAuthStoreConfig(source)
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('expected an EnvError')
}

describe('parseAuthStoreConfig', () => {
  test('behavior: memory by default, also when blank; REDIS_URL alone does not switch', () => {
    expect(parseAuthStoreConfig({})).toEqual({ kind: 'memory' })
    expect(parseAuthStoreConfig({ AUTH_STORE: ' ' })).toEqual({ kind: 'memory' })
    expect(parseAuthStoreConfig({ AUTH_STORE: 'memory', REDIS_URL: 'redis://h:6379' })).toEqual({
      kind: 'memory',
    })
  })

  test('behavior: redis with a redis:// or rediss:// URL', () => {
    for (const url of [
      'redis://127.0.0.1:6379',
      'redis://localhost',
      'rediss://user:secret@cache.example:6380/2',
      'redis://:secret@10.0.0.5:6379/',
    ]) {
      expect(parseAuthStoreConfig({ AUTH_STORE: 'redis', REDIS_URL: ` ${url} ` })).toEqual({
        kind: 'redis',
        url,
      })
    }
  })

  test('error: an unknown AUTH_STORE names the variable', () => {
    const error = errorOf({ AUTH_STORE: 'postgres' })
    expect(error.variable).toBe('AUTH_STORE')
    expect(error.message).toMatch(/^AUTH_STORE: must be "memory" or "redis"/)
  })

  test('error: redis without REDIS_URL names REDIS_URL', () => {
    for (const source of [{ AUTH_STORE: 'redis' }, { AUTH_STORE: 'redis', REDIS_URL: '  ' }]) {
      const error = errorOf(source)
      expect(error.variable).toBe('REDIS_URL')
      expect(error.message).toMatch(/^REDIS_URL: is required when AUTH_STORE=redis/)
    }
  })

  test('error: an invalid REDIS_URL names it and never echoes it (it may hold a password)', () => {
    for (const url of [
      'not a url',
      'http://user:hunter2@cache.example:6379',
      'redis:///0',
      'redis://user:hunter2@cache.example:6379/db',
      'redis://cache.example:6379/0?password=hunter2',
      '10.1.2.3:6379',
    ]) {
      const error = errorOf({ AUTH_STORE: 'redis', REDIS_URL: url })
      expect(error.variable).toBe('REDIS_URL')
      expect(error.message).toMatch(/^REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/)
      expect(error.message).not.toContain('hunter2')
      expect(error.message).not.toContain(url)
    }
  })
})
