// @vitest-environment jsdom
// Hydration (issue 7): the server's HTML for the provider and button hydrates in a browser without
// mismatches (React reports them through onRecoverableError and console.error).
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createSsrConfig, SsrPage } from '../test/ssrPage'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

async function expectCleanHydration() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<SsrPage config={createSsrConfig()} />)
  document.body.append(container)
  const serverButton = container.querySelector('button')
  expect(serverButton?.textContent).toContain('Connect Wallet')
  // Until hydration nothing handles a click: the server's button says it is not ready yet.
  expect(serverButton?.getAttribute('aria-disabled')).toBe('true')
  expect(serverButton?.getAttribute('aria-busy')).toBe('true')

  const recoverable: unknown[] = []
  const consoleErrors: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '))
  })
  await act(async () => {
    hydrateRoot(container, <SsrPage config={createSsrConfig()} />, {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  expect(recoverable).toEqual([])
  expect(consoleErrors.filter((message) => /hydrat|did not match/i.test(message))).toEqual([])
  // hydrated, not re-created: the server's button element is the live one
  expect(container.querySelector('button')).toBe(serverButton)
  expect(serverButton?.hasAttribute('aria-disabled')).toBe(false)
}

describe('hydration', () => {
  test('behavior: server HTML hydrates with no mismatch', async () => {
    await expectCleanHydration()
  })

  test('behavior: inside a frame (a Safe App) it hydrates with no mismatch too', async () => {
    // jsdom runs top-level; a stand-in parent makes this window a framed one, as in a Safe host.
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window)
    expect(window.parent).not.toBe(window)
    await expectCleanHydration()
  })
})
