// Covers the fetch-based auth adapter: URLs, methods, headers and bodies it sends, the contract
// checks on what comes back, and the AuthRequestError it throws. `fetch` is stubbed because the
// server lives in another package (apps/server); the real round trip is covered by the server's
// in-process tests and the e2e suite, not here.
import { describe, expect, test, vi } from 'vitest'
import { AuthRequestError } from './AuthRequestError'
import { AUTH_ROUTES, DEFAULT_SIWE_STATEMENT, NONCE_TTL_MS } from './constants'
import { createAuthAdapter } from './createAuthAdapter'
import { parseSiweMessage } from './parseSiweMessage'
import { testFields } from './testFields'

const { address } = testFields()
const nonce = 'a1B2c3D4e5F6g7H8'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

function stubFetch(...responses: (Response | Error)[]) {
  return vi.fn<typeof fetch>(async () => {
    const next = responses.shift()
    if (!next) throw new Error('unexpected fetch')
    if (next instanceof Error) throw next
    return next
  })
}

async function rejection(promise: Promise<unknown>): Promise<AuthRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AuthRequestError)
  expect((error as AuthRequestError).name).toBe('AuthRequestError')
  return error as AuthRequestError
}

describe('requests', () => {
  test('behavior: getNonce GETs the nonce route with same-origin credentials', async () => {
    const expiresAt = new Date(0).toISOString()
    const fetch = stubFetch(json(200, { nonce, expiresAt }))
    const adapter = createAuthAdapter({ fetch, baseUrl: 'https://app.example.com/' })
    await expect(adapter.getNonce()).resolves.toEqual({ nonce, expiresAt })
    expect(fetch).toHaveBeenCalledWith('https://app.example.com/api/auth/nonce', {
      method: 'GET',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
  })

  test('behavior: basePath moves every route to where the server is mounted', async () => {
    const expiresAt = new Date(0).toISOString()
    const fetch = stubFetch(json(200, { nonce, expiresAt }))
    const adapter = createAuthAdapter({ fetch, basePath: '/auth/' })
    await adapter.getNonce()
    expect(fetch.mock.calls[0]?.[0]).toBe('/auth/nonce')
    fetch.mockResolvedValueOnce(json(200, { authenticated: false }))
    await adapter.getSession()
    expect(fetch.mock.calls[1]?.[0]).toBe('/auth/session')
  })

  test.each(['auth', '/auth?x=1', ''])(
    'error: basePath %j is refused, naming the option',
    (basePath) => {
      expect(() => createAuthAdapter({ basePath })).toThrow(/basePath/)
    },
  )

  test('behavior: verify POSTs exactly message and signature as JSON', async () => {
    const fetch = stubFetch(json(200, { address, chainId: 1 }))
    const adapter = createAuthAdapter({ fetch })
    await expect(adapter.verify({ message: 'm', signature: '0x01' })).resolves.toEqual({
      address,
      chainId: 1,
    })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(AUTH_ROUTES.verify)
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    })
    expect(JSON.parse(init!.body as string)).toEqual({ message: 'm', signature: '0x01' })
  })

  test('behavior: getSession reads both session shapes', async () => {
    const fetch = stubFetch(
      json(200, { authenticated: true, address, chainId: 10 }),
      json(200, { authenticated: false }),
    )
    const adapter = createAuthAdapter({ fetch })
    await expect(adapter.getSession()).resolves.toEqual({
      authenticated: true,
      address,
      chainId: 10,
    })
    await expect(adapter.getSession()).resolves.toEqual({ authenticated: false })
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([AUTH_ROUTES.session, AUTH_ROUTES.session])
  })

  test('behavior: signOut POSTs to the logout route and accepts 204', async () => {
    const fetch = stubFetch(new Response(null, { status: 204 }))
    await expect(createAuthAdapter({ fetch }).signOut()).resolves.toBeUndefined()
    expect(fetch).toHaveBeenCalledWith(
      AUTH_ROUTES.logout,
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    )
  })

  test('behavior: the global fetch is used when none is given', async () => {
    const fetch = stubFetch(json(200, { authenticated: false }))
    vi.stubGlobal('fetch', fetch)
    try {
      await expect(createAuthAdapter().getSession()).resolves.toEqual({ authenticated: false })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('errors', () => {
  test('error: 401 verification_failed', async () => {
    const fetch = stubFetch(json(401, { error: 'verification_failed' }))
    const error = await rejection(
      createAuthAdapter({ fetch }).verify({ message: 'm', signature: '0x01' }),
    )
    expect(error.status).toBe(401)
    expect(error.code).toBe('verification_failed')
  })

  test('error: 429 rate_limited on the nonce route', async () => {
    const fetch = stubFetch(json(429, { error: 'rate_limited' }))
    const error = await rejection(createAuthAdapter({ fetch }).getNonce())
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
  })

  test('error: non-2xx with an unknown or unreadable body has no code', async () => {
    const fetch = stubFetch(json(500, { error: 'boom' }), new Response('<html>', { status: 502 }))
    const adapter = createAuthAdapter({ fetch })
    expect(await rejection(adapter.getSession())).toMatchObject({ status: 500, code: undefined })
    expect(await rejection(adapter.getSession())).toMatchObject({ status: 502, code: undefined })
  })

  test('error: invalid JSON body on 200', async () => {
    const fetch = stubFetch(new Response('not json', { status: 200 }))
    const error = await rejection(createAuthAdapter({ fetch }).getNonce())
    expect(error.status).toBe(200)
    expect(error.code).toBeUndefined()
    expect(error.cause).toBeInstanceOf(SyntaxError)
  })

  test('error: a 200 body that breaks the contract', async () => {
    const fetch = stubFetch(
      json(200, { address: address.toLowerCase(), chainId: 1 }),
      json(200, { nonce: 'short', expiresAt: new Date(0).toISOString() }),
      json(200, { authenticated: true }),
    )
    const adapter = createAuthAdapter({ fetch })
    await rejection(adapter.verify({ message: 'm', signature: '0x01' }))
    await rejection(adapter.getNonce())
    await rejection(adapter.getSession())
  })

  test('error: network failure becomes status 0', async () => {
    const cause = new TypeError('fetch failed')
    const error = await rejection(createAuthAdapter({ fetch: stubFetch(cause) }).signOut())
    expect(error).toMatchObject({ status: 0, code: undefined, cause })
  })
})

describe('createMessage', () => {
  const now = () => new Date('2024-05-01T12:00:00.000Z')

  test('behavior: builds a canonical message from options, now and the default expiry', () => {
    const adapter = createAuthAdapter({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      now,
    })
    const message = adapter.createMessage({ address, chainId: 10, nonce })
    expect(parseSiweMessage(message)).toStrictEqual({
      domain: 'app.example.com',
      address,
      statement: DEFAULT_SIWE_STATEMENT,
      uri: 'https://app.example.com',
      version: '1',
      chainId: 10,
      nonce,
      issuedAt: '2024-05-01T12:00:00.000Z',
      expirationTime: new Date(now().getTime() + NONCE_TTL_MS).toISOString(),
    })
  })

  test('behavior: uses the page location by default and checksums the address', () => {
    vi.stubGlobal('window', {
      location: { host: 'localhost:5173', origin: 'http://localhost:5173' },
    })
    try {
      const adapter = createAuthAdapter({ now, statement: 'Hello', expirationMs: 60_000 })
      const fields = parseSiweMessage(
        adapter.createMessage({
          address: address.toLowerCase() as typeof address,
          chainId: 1,
          nonce,
        }),
      )
      expect(fields).toMatchObject({
        domain: 'localhost:5173',
        uri: 'http://localhost:5173',
        address,
        statement: 'Hello',
        expirationTime: '2024-05-01T12:01:00.000Z',
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('error: no domain or uri outside a browser', () => {
    expect(() => createAuthAdapter().createMessage({ address, chainId: 1, nonce })).toThrow(
      expect.objectContaining({ name: 'SiweMessageError' }),
    )
  })

  test('error: a nonce that is not a SIWE nonce', () => {
    const adapter = createAuthAdapter({ domain: 'a.example', uri: 'https://a.example' })
    expect(() => adapter.createMessage({ address, chainId: 1, nonce: 'abc' })).toThrow(
      expect.objectContaining({ name: 'SiweMessageError' }),
    )
  })
})
