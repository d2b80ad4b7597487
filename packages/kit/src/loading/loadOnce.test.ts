import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('runs the load once and shares its promise and value', async () => {
    const load = vi.fn(async () => 'code')
    const once = loadOnce(load)
    expect(once.loaded()).toBeUndefined()
    const [a, b] = [once(), once()]
    expect(a).toBe(b)
    await expect(a).resolves.toBe('code')
    expect(once.loaded()).toBe('code')
    await once()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure, so the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce('code')
    const once = loadOnce(load)
    await expect(once()).rejects.toThrow('chunk gone')
    expect(once.loaded()).toBeUndefined()
    await expect(once()).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tells its listeners once the value is readable, and not after they unsubscribe', async () => {
    const once = loadOnce(async () => 42)
    const seen: Array<number | undefined> = []
    const unsubscribe = once.subscribe(() => seen.push(once.loaded()))
    const late = vi.fn()
    once.subscribe(late)()
    await once()
    expect(seen).toEqual([42])
    expect(late).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('keeps a value that is itself undefined-free falsy (0, empty string)', async () => {
    const once = loadOnce(async () => 0)
    await once()
    expect(once.loaded()).toBe(0)
  })
})
