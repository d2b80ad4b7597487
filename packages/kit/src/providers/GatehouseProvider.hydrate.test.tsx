// @vitest-environment jsdom
// Hydration (issue 7): the server's HTML for the provider and button hydrates in a browser without
// mismatches (React reports them through onRecoverableError and console.error), also when wagmi's
// cookie restored a connection on the server.
import { act, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cookieToInitialState } from 'wagmi'
import { restoredCookie } from '../test/restoredCookie'
import { createSsrConfig, SsrPage } from '../test/ssrPage'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

function page(cookie?: string): ReactElement {
  const config = createSsrConfig()
  return <SsrPage config={config} initialState={cookieToInitialState(config, cookie)} />
}

/** Server HTML in a container, hydrated; returns the container once hydration settled cleanly. */
async function hydrateCleanly(cookie?: string) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(cookie))
  document.body.append(container)
  const serverButton = container.querySelector('button')
  const before = {
    label: serverButton?.getAttribute('aria-label'),
    text: serverButton?.textContent,
  }

  const recoverable: unknown[] = []
  const consoleErrors: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '))
  })
  await act(async () => {
    hydrateRoot(container, page(cookie), {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  expect(recoverable).toEqual([])
  expect(consoleErrors.filter((message) => /hydrat|did not match/i.test(message))).toEqual([])
  return { container, serverButton, before }
}

describe('hydration', () => {
  test('behavior: server HTML hydrates with no mismatch, and the button is ready only then', async () => {
    const { container, serverButton, before } = await hydrateCleanly()
    // hydrated, not re-created: the server's button element is the live one
    expect(container.querySelector('button')).toBe(serverButton)
    expect(before.text).toContain('Connect Wallet')
    expect(serverButton?.hasAttribute('aria-disabled')).toBe(false)
  })

  test('behavior: the server button says it is not ready until hydration', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page())
    const serverButton = container.querySelector('button')
    expect(serverButton?.textContent).toContain('Connect Wallet')
    // Until hydration nothing handles a click: the server's button says it is not ready yet.
    expect(serverButton?.getAttribute('aria-disabled')).toBe('true')
    expect(serverButton?.getAttribute('aria-busy')).toBe('true')
  })

  test('behavior: a connection restored from the cookie hydrates with no mismatch', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(restoredCookie))
    expect(container.textContent).not.toContain('Connect Wallet')
    expect(container.querySelector('[aria-label^="Account 0xf39F"]')).not.toBeNull()
    // jsdom has no wallet to reconnect to, so what follows hydration is a disconnect, not a mismatch
    await hydrateCleanly(restoredCookie)
  })

  test('behavior: inside a frame (a Safe App) it hydrates with no mismatch too', async () => {
    // jsdom runs top-level; a stand-in parent makes this window a framed one, as in a Safe host.
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window)
    expect(window.parent).not.toBe(window)
    const { container, serverButton } = await hydrateCleanly()
    expect(container.querySelector('button')).toBe(serverButton)
  })
})
