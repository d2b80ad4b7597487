// Covers the guards in front of the routes: 403 (Origin, Sec-Fetch-Site), 415, 413 (declared
// and streamed), 400 (bad encoding, bad JSON, schema), 429 with Retry-After per IP and per session.
import { AUTH_ROUTES, MAX_REQUEST_BODY_BYTES } from '@gatehouse/siwe'
import { describe, expect, test } from 'vitest'
import { alice, createHarness, ORIGIN, signedRequest, signIn } from '../testing/authTestHarness'

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status)
  expect(await res.json()).toEqual({ error })
}

describe('403 forbidden', () => {
  test('error: a POST without our Origin or from another site is refused', async () => {
    const h = createHarness()
    const browser = h.browser()
    const request = await signedRequest(browser, alice, h.now())
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${ORIGIN}/` },
      { origin: 'http://app.example' },
      { origin: 'https://app.example:443.evil.example' },
      { origin: ORIGIN, 'sec-fetch-site': 'same-site' },
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
      { origin: ORIGIN, 'sec-fetch-site': 'none' },
    ]
    for (const headers of cases) {
      await expectError(await browser.verify(request, headers), 403, 'forbidden')
      const logout = await browser.request(AUTH_ROUTES.logout, { method: 'POST', headers })
      await expectError(logout, 403, 'forbidden')
    }
    // No Origin at all (a non-browser client): refused as well.
    const bare = await h.fetch(
      new Request(`${ORIGIN}${AUTH_ROUTES.verify}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `__Host-sid=${browser.cookie}` },
        body: JSON.stringify(request),
      }),
    )
    await expectError(bare, 403, 'forbidden')
    // None of that spent the nonce or the session.
    expect((await browser.verify(request, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect(await browser.session()).toMatchObject({ authenticated: true })
  })

  test('error: a nonce fetch caused by another site is refused', async () => {
    const browser = createHarness().browser()
    for (const site of ['cross-site', 'same-site']) {
      const res = await browser.request(AUTH_ROUTES.nonce, { headers: { 'sec-fetch-site': site } })
      await expectError(res, 403, 'forbidden')
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    for (const site of ['same-origin', 'none']) {
      const res = await browser.request(AUTH_ROUTES.nonce, { headers: { 'sec-fetch-site': site } })
      expect(res.status).toBe(200)
    }
  })
})

describe('nonce requests that are navigations', () => {
  // Issue 24: a cross-site navigation to /nonce replaced the visitor's session cookie in browsers
  // without Fetch Metadata (and a same-site one in any browser).
  const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

  test('error: a navigation or an image is refused, with no cookie set', async () => {
    const browser = createHarness().browser()
    const cases: Record<string, string>[] = [
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' },
      // A browser without Fetch Metadata: only its Accept tells a navigation.
      { accept: PAGE_ACCEPT },
    ]
    for (const headers of cases) {
      const res = await browser.request(AUTH_ROUTES.nonce, { headers })
      await expectError(res, 403, 'forbidden')
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  test('behavior: the adapter’s fetch and non-browser clients still get a nonce', async () => {
    const browser = createHarness().browser()
    const cases: Record<string, string>[] = [
      { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', accept: 'application/json' },
      { accept: 'application/json' },
      { accept: `application/json, ${PAGE_ACCEPT}` },
      { accept: '*/*' },
      {},
    ]
    for (const headers of cases) {
      expect((await browser.request(AUTH_ROUTES.nonce, { headers })).status).toBe(200)
    }
  })
})

describe('415 and 413', () => {
  test('error: verify with a body that is not application/json is 415', async () => {
    const h = createHarness()
    const browser = h.browser()
    const request = JSON.stringify(await signedRequest(browser, alice, h.now()))
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonx',
      '',
    ]) {
      const res = await browser.request(AUTH_ROUTES.verify, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: request,
      })
      await expectError(res, 415, 'unsupported_media_type')
    }
    const ok = await browser.verify(request, { 'content-type': 'Application/JSON; charset=UTF-8' })
    expect(ok.status).toBe(200)
  })

  test('error: a body over MAX_REQUEST_BODY_BYTES is 413, declared or streamed', async () => {
    const browser = createHarness().browser()
    await browser.nonce()
    const big = JSON.stringify({ message: 'x'.repeat(MAX_REQUEST_BODY_BYTES), signature: '0x00' })
    await expectError(await browser.verify(big), 413, 'payload_too_large')
    // Without Content-Length the limit applies while reading the stream.
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024
        if (sent > 1024 * 1024) controller.close()
        else controller.enqueue(new Uint8Array(1024).fill(0x20))
      },
    })
    const res = await browser.request(AUTH_ROUTES.verify, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectError(res, 413, 'payload_too_large')
    expect(sent).toBeLessThan(MAX_REQUEST_BODY_BYTES * 2)
    const logout = await browser.request(AUTH_ROUTES.logout, { method: 'POST', body: big })
    await expectError(logout, 413, 'payload_too_large')
  })
})

describe('400 invalid_request', () => {
  test('error: bad JSON, bad encoding, wrong shape or extra keys', async () => {
    const h = createHarness({
      env: { AUTH_RATE_VERIFY_PER_IP: '100/60', AUTH_RATE_VERIFY_PER_SESSION: '100/60' },
    })
    const browser = h.browser()
    const { message, signature } = await signedRequest(browser, alice, h.now())
    const bodies: BodyInit[] = [
      '',
      '{',
      'null',
      '[]',
      '"text"',
      JSON.stringify({ message }),
      JSON.stringify({ signature }),
      JSON.stringify({ message, signature, extra: 1 }),
      JSON.stringify({ message: 1, signature }),
      JSON.stringify({ message, signature: signature.slice(2) }),
      JSON.stringify({ message, signature: '0x0' }),
      JSON.stringify({ message, signature: `${signature}zz` }),
      JSON.stringify({ message: 'not a siwe message', signature }),
      JSON.stringify({ message: message.replace('Nonce', 'nonce'), signature }),
      // An empty Resources: block is EIP-4361 (verify/verifyPolicies.test.ts); a resource that is
      // no URI is not.
      JSON.stringify({ message: `${message}\nResources:\n- not a uri`, signature }),
      JSON.stringify({ message: message.replace('app.example', 'ápp.example'), signature }),
      new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    ]
    for (const body of bodies) {
      const res = await browser.request(AUTH_ROUTES.verify, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      await expectError(res, 400, 'invalid_request')
    }
    // A body stream that fails mid-way (the client went away) is the client's problem: 400.
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'))
      },
    })
    const aborted = await browser.request(AUTH_ROUTES.verify, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: broken,
      duplex: 'half',
    } as RequestInit)
    await expectError(aborted, 400, 'invalid_request')
    // The nonce was never reached, so the well-formed request still works.
    expect((await browser.verify({ message, signature })).status).toBe(200)
  })
})

describe('429 rate_limited', () => {
  test('error: too many nonce requests from one IP, with Retry-After', async () => {
    const h = createHarness({ env: { AUTH_RATE_NONCE_PER_IP: '3/60' } })
    for (let i = 0; i < 3; i++) expect((await h.browser('203.0.113.1').nonce()).nonce).toBeTruthy()
    const res = await h.browser('203.0.113.1').request(AUTH_ROUTES.nonce)
    await expectError(res, 429, 'rate_limited')
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(59)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another IP is not affected.
    expect((await h.browser('203.0.113.2').request(AUTH_ROUTES.nonce)).status).toBe(200)
  })

  test('error: too many nonce requests from one session across IPs', async () => {
    const h = createHarness({ env: { AUTH_RATE_NONCE_PER_SESSION: '2/30' } })
    const browser = h.browser('203.0.113.1')
    // The first request has no session yet; the next two spend the session's points.
    for (let i = 0; i < 3; i++) await browser.nonce()
    const moved = h.browser('203.0.113.2')
    moved.cookie = browser.cookie
    const res = await moved.request(AUTH_ROUTES.nonce)
    await expectError(res, 429, 'rate_limited')
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(30)
  })

  test('error: too many verify attempts per IP, then per session across IPs', async () => {
    const h = createHarness({
      env: { AUTH_RATE_VERIFY_PER_IP: '2/60', AUTH_RATE_VERIFY_PER_SESSION: '3/60' },
    })
    const garbage = { message: 'x', signature: '0x00' }
    const one = h.browser('203.0.113.1')
    await one.nonce()
    expect((await one.verify(garbage)).status).toBe(400)
    expect((await one.verify(garbage)).status).toBe(400)
    await expectError(await one.verify(garbage), 429, 'rate_limited')
    await expectError(await h.browser('203.0.113.1').verify(garbage), 429, 'rate_limited')
    // The same session from a second IP: one point left (an IP refusal spends none of it).
    const moved = h.browser('203.0.113.2')
    moved.cookie = one.cookie
    expect((await moved.verify(garbage)).status).toBe(400)
    await expectError(await moved.verify(garbage), 429, 'rate_limited')
    expect((await signIn(h.browser('203.0.113.9'), alice, h.now())).status).toBe(200)
  })
})
