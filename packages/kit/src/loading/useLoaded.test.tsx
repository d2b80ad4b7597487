// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'
import { type UseLoadedOptions, useLoaded } from './useLoaded'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function Probe({
  once,
  ...options
}: { once: ReturnType<typeof loadOnce<string>> } & UseLoadedOptions) {
  const value = useLoaded(once, options)
  return <p>{value ?? 'placeholder'}</p>
}

describe('useLoaded', () => {
  it('shows the placeholder, loads after mount, then renders the value', async () => {
    const pending = deferred<string>()
    const once = loadOnce(() => pending.promise)
    render(<Probe once={once} />)
    expect(screen.getByText('placeholder')).toBeTruthy()
    await act(async () => pending.resolve('loaded'))
    expect(screen.getByText('loaded')).toBeTruthy()
  })

  it('does not start the load while `when` is false', async () => {
    const load = vi.fn(async () => 'loaded')
    const once = loadOnce(load)
    const { rerender } = render(<Probe once={once} when={false} />)
    expect(load).not.toHaveBeenCalled()
    await act(async () => rerender(<Probe once={once} when />))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('loaded')).toBeTruthy()
  })

  it('renders a value another component already loaded in its first render', async () => {
    const once = loadOnce(async () => 'loaded')
    await once()
    render(<Probe once={once} when={false} />)
    expect(screen.getByText('loaded')).toBeTruthy()
  })

  it('keeps the placeholder on a failed load, tells onError once, and a remount retries', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce('loaded')
    const once = loadOnce(load)
    const onError = vi.fn()
    const first = render(<Probe once={once} onError={onError} />)
    await act(async () => {})
    expect(screen.getByText('placeholder')).toBeTruthy()
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('chunk gone'))
    // A re-render with a new handler does not start the load again.
    await act(async () => first.rerender(<Probe once={once} onError={() => {}} />))
    expect(load).toHaveBeenCalledTimes(1)
    first.unmount()
    render(<Probe once={once} onError={onError} />)
    await act(async () => {})
    expect(screen.getByText('loaded')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('renders the placeholder on the server, even when the value is loaded', async () => {
    const once = loadOnce(async () => 'loaded')
    await once()
    expect(renderToString(<Probe once={once} />)).toBe('<p>placeholder</p>')
  })
})
