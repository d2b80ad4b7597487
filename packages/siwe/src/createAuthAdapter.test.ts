// Covers the fetch-based auth adapter: URLs, methods, headers and bodies it sends, the contract
// checks on what comes back, and the AuthRequestError it throws. `fetch` is stubbed because the
// server lives in another package (apps/server); the real round trip is covered by the server's
// in-process tests and the e2e suite, not here.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AUTH_ROUTES, DEFAULT_SIWE_STATEMENT, NONCE_TTL_MS } from './constants'
import { createAuthAdapter } from './createAuthAdapter'
import { AuthRequestError } from './errors/auth'
import { parseSiweMessage } from './parseSiweMessage'
import { AUTH_REQUEST_TIMEOUT_MS } from './requestDeadline'
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
      signal: expect.any(AbortSignal),
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

describe('createMessageParams (one-prompt sign-in)', () => {
  const location = { domain: 'app.example.com', uri: 'https://app.example.com' }

  test('behavior: the fields of createMessage without the account, dated from the fetched nonce', async () => {
    const serverIssued = Date.parse('2024-05-01T12:00:00.000Z')
    let clock = serverIssued - 30_000 // this client's clock runs 30 s behind the server's
    const fetch = stubFetch(
      json(200, {
        nonce,
        issuedAt: new Date(serverIssued).toISOString(),
        expiresAt: new Date(serverIssued + NONCE_TTL_MS).toISOString(),
      }),
    )
    const adapter = createAuthAdapter({ ...location, fetch, now: () => new Date(clock) })
    await adapter.getNonce()
    clock += 2_000
    const params = adapter.createMessageParams({ nonce })
    expect(params).toStrictEqual({
      domain: 'app.example.com',
      statement: DEFAULT_SIWE_STATEMENT,
      uri: 'https://app.example.com',
      nonce,
      issuedAt: '2024-05-01T12:00:02.000Z',
      expirationTime: new Date(serverIssued + 2_000 + NONCE_TTL_MS).toISOString(),
    })
    // The message the wallet then writes for its account is the one createMessage would build.
    const { domain, statement, uri, issuedAt, expirationTime } = parseSiweMessage(
      adapter.createMessage({ address, chainId: 10, nonce }),
    )
    expect({ domain, statement, uri, issuedAt, expirationTime }).toEqual({
      domain: params.domain,
      statement: params.statement,
      uri: params.uri,
      issuedAt: params.issuedAt,
      expirationTime: params.expirationTime,
    })
  })

  test('error: no domain or uri outside a browser', () => {
    expect(() => createAuthAdapter().createMessageParams({ nonce })).toThrow(
      expect.objectContaining({ name: 'SiweMessageError' }),
    )
  })

  test('error: a nonce or statement the message could not carry', () => {
    expect(() => createAuthAdapter(location).createMessageParams({ nonce: 'abc' })).toThrow(
      expect.objectContaining({ name: 'SiweMessageError' }),
    )
    const adapter = createAuthAdapter({ ...location, statement: 'two\nlines' })
    expect(() => adapter.createMessageParams({ nonce })).toThrow(
      expect.objectContaining({ name: 'SiweMessageError' }),
    )
  })
})

describe('Issued At from the nonce response (issue 14.8)', () => {
  const serverIssued = Date.parse('2024-05-01T12:00:00.000Z')
  const location = { domain: 'app.example.com', uri: 'https://app.example.com' }

  /** A nonce answer from a server whose NONCE_TTL_MS is `ttl`, with or without issuedAt. */
  function nonceAnswer(ttl: number, withIssuedAt = true) {
    return json(200, {
      nonce,
      expiresAt: new Date(serverIssued + ttl).toISOString(),
      ...(withIssuedAt ? { issuedAt: new Date(serverIssued).toISOString() } : {}),
    })
  }

  function issuedAtOf(message: string): string {
    return parseSiweMessage(message).issuedAt
  }

  test('behavior: a slow client clock and a server with a 1-minute NONCE_TTL_MS date the message at the nonce', async () => {
    // Before issue 14.8 the adapter guessed expiresAt − 5 min and took this clock (30 s behind
    // the server): the message claimed to be issued before its nonce and the server refused it.
    let clock = serverIssued - 30_000
    const fetch = stubFetch(nonceAnswer(60_000))
    const adapter = createAuthAdapter({ ...location, fetch, now: () => new Date(clock) })
    await adapter.getNonce()
    expect(issuedAtOf(adapter.createMessage({ address, chainId: 1, nonce }))).toBe(
      '2024-05-01T12:00:00.000Z',
    )
    // The time that passes here is added on the server's clock; the expiry follows.
    clock += 10_000
    const later = parseSiweMessage(adapter.createMessage({ address, chainId: 1, nonce }))
    expect(later.issuedAt).toBe('2024-05-01T12:00:10.000Z')
    expect(later.expirationTime).toBe(new Date(serverIssued + 10_000 + NONCE_TTL_MS).toISOString())
  })

  test('behavior: a client clock far ahead does not date the message in the future', async () => {
    const fetch = stubFetch(nonceAnswer(NONCE_TTL_MS))
    const adapter = createAuthAdapter({
      ...location,
      fetch,
      now: () => new Date(serverIssued + 3_600_000),
    })
    await adapter.getNonce()
    expect(issuedAtOf(adapter.createMessage({ address, chainId: 1, nonce }))).toBe(
      '2024-05-01T12:00:00.000Z',
    )
  })

  test('behavior: getNonce passes issuedAt on, and an older server without it still works', async () => {
    const fetch = stubFetch(nonceAnswer(NONCE_TTL_MS), nonceAnswer(NONCE_TTL_MS, false))
    const adapter = createAuthAdapter({
      ...location,
      fetch,
      now: () => new Date(serverIssued - 30_000),
    })
    expect(await adapter.getNonce()).toEqual({
      nonce,
      expiresAt: new Date(serverIssued + NONCE_TTL_MS).toISOString(),
      issuedAt: new Date(serverIssued).toISOString(),
    })
    // Without issuedAt: the old estimate (expiresAt − NONCE_TTL_MS), never before this clock.
    expect(await adapter.getNonce()).toEqual({
      nonce,
      expiresAt: new Date(serverIssued + NONCE_TTL_MS).toISOString(),
    })
    expect(issuedAtOf(adapter.createMessage({ address, chainId: 1, nonce }))).toBe(
      '2024-05-01T12:00:00.000Z',
    )
  })

  test('behavior: a nonce the adapter did not fetch is dated by this clock', async () => {
    const fetch = stubFetch(nonceAnswer(NONCE_TTL_MS))
    const adapter = createAuthAdapter({
      ...location,
      fetch,
      now: () => new Date(serverIssued - 30_000),
    })
    await adapter.getNonce()
    const other = 'zZ9yY8xX7wW6vV5u'
    expect(issuedAtOf(adapter.createMessage({ address, chainId: 1, nonce: other }))).toBe(
      '2024-05-01T11:59:30.000Z',
    )
  })
})

describe('deadlines (issue 14.13)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /**
   * A fetch answering with `answers` in turn, then never answering (a request that hangs, which
   * the abort signal ends, as the real fetch does). Records each call's URL and signal.
   */
  function hangingFetch(...answers: Response[]) {
    const calls: { url: string; signal: AbortSignal | undefined }[] = []
    const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
      const signal = init?.signal ?? undefined
      calls.push({ url: String(input), signal })
      const next = answers.shift()
      if (next) return Promise.resolve(next)
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason))
      })
    })
    return { fetch, calls }
  }

  /** Tracks a promise's outcome so a test can look at it while time is advanced. */
  function watch(promise: Promise<unknown>) {
    const state: { settled: boolean; error?: unknown; value?: unknown } = { settled: false }
    promise.then(
      (value) => Object.assign(state, { settled: true, value }),
      (error: unknown) => Object.assign(state, { settled: true, error }),
    )
    return state
  }

  /** Lets the promise chains the last timer started run to their end. */
  async function untilSettled(state: { settled: boolean }) {
    await vi.waitFor(() => expect(state.settled).toBe(true))
  }

  function expectTimeout(error: unknown, path: string) {
    expect(error).toBeInstanceOf(AuthRequestError)
    expect(error).toMatchObject({ name: 'AuthRequestError', status: 0, code: undefined })
    expect((error as Error).message).toBe(`Request to ${path} timed out after 1000 ms`)
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' })
  }

  test.each([
    ['getNonce', AUTH_ROUTES.nonce],
    ['getSession', AUTH_ROUTES.session],
    ['signOut', AUTH_ROUTES.logout],
  ] as const)(
    'error: %s that never answers rejects at timeoutMs, its request aborted',
    async (method, path) => {
      vi.useFakeTimers()
      const { fetch, calls } = hangingFetch()
      const state = watch(createAuthAdapter({ fetch, timeoutMs: 1_000 })[method]())
      await vi.advanceTimersByTimeAsync(999)
      expect(state.settled).toBe(false)
      expect(calls[0]?.signal?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await untilSettled(state)
      expectTimeout(state.error, path)
      expect(calls).toHaveLength(1)
      expect(calls[0]?.signal?.aborted).toBe(true)
    },
  )

  test('error: a verify that never answers rejects at timeoutMs after ending the session', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = hangingFetch()
    const state = watch(
      createAuthAdapter({ fetch, timeoutMs: 1_000 }).verify({ message: 'm', signature: '0x01' }),
    )
    await vi.advanceTimersByTimeAsync(1_000)
    // The verify is aborted and a logout goes out (the server may still sign that session in).
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map(({ url }) => url)).toEqual([AUTH_ROUTES.verify, AUTH_ROUTES.logout])
    expect(calls[0]?.signal?.aborted).toBe(true)
    // The logout hangs too: it has its own deadline, then the verify's timeout is reported.
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    await untilSettled(state)
    expectTimeout(state.error, AUTH_ROUTES.verify)
  })

  test('behavior: after a verify times out the logout answers and the timeout is reported', async () => {
    vi.useFakeTimers()
    let answerLate!: (response: Response) => void
    const late = new Promise<Response>((resolve) => {
      answerLate = resolve
    })
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input) === AUTH_ROUTES.verify ? late : new Response(null, { status: 204 }),
    )
    const adapter = createAuthAdapter({ fetch, timeoutMs: 1_000 })
    const state = watch(adapter.verify({ message: 'm', signature: '0x01' }))
    await vi.advanceTimersByTimeAsync(1_000)
    await untilSettled(state)
    expectTimeout(state.error, AUTH_ROUTES.verify)
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([AUTH_ROUTES.verify, AUTH_ROUTES.logout])
    // A late answer (this fetch ignores the abort) changes nothing: the call has rejected.
    answerLate(json(200, { address, chainId: 1 }))
    await vi.advanceTimersByTimeAsync(0)
    expectTimeout(state.error, AUTH_ROUTES.verify)
  })

  test('error: a body that stops arriving counts against the same deadline', async () => {
    vi.useFakeTimers()
    const stalled = new Response(new ReadableStream({ start() {} }), { status: 200 })
    const { fetch } = hangingFetch(stalled)
    const state = watch(createAuthAdapter({ fetch, timeoutMs: 1_000 }).getSession())
    await vi.advanceTimersByTimeAsync(1_000)
    await untilSettled(state)
    expectTimeout(state.error, AUTH_ROUTES.session)
  })

  test('behavior: a verify that fails otherwise sends no logout', async () => {
    const fetch = stubFetch(json(401, { error: 'verification_failed' }))
    const adapter = createAuthAdapter({ fetch, timeoutMs: 1_000 })
    await rejection(adapter.verify({ message: 'm', signature: '0x01' }))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  test('behavior: the default deadline is AUTH_REQUEST_TIMEOUT_MS (15 s)', async () => {
    expect(AUTH_REQUEST_TIMEOUT_MS).toBe(15_000)
    vi.useFakeTimers()
    const { fetch } = hangingFetch()
    const state = watch(createAuthAdapter({ fetch }).getNonce())
    await vi.advanceTimersByTimeAsync(AUTH_REQUEST_TIMEOUT_MS - 1)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await untilSettled(state)
    expect(state.error).toMatchObject({ name: 'AuthRequestError', status: 0 })
  })

  test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, '1000'])(
    'error: timeoutMs %j is refused, naming the option',
    (timeoutMs) => {
      expect(() => createAuthAdapter({ timeoutMs: timeoutMs as number })).toThrow(/^timeoutMs/)
    },
  )
})
