// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable","runScripts":"dangerously","url":"https://app.example.test/checkout"}
// The Verify client in a page (jsdom loading subresources and running their scripts) against the
// test kit's local stand-in for the hosted Verify server: register frames the server's enclave
// page once, hidden, and posts each attestation id to it; the enclave, told the page's origin by
// the browser's postMessage, registers it; resolve reads it back as a wallet does. A page at
// another origin cannot register for this one, and a server that is down resolves nothing.
import { type LocalVerifyServer, startVerifyServer } from '@gatehouse/testkit/walletconnect'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { attestationIdOf } from './attestationIdOf'
import { createVerifyClient } from './createVerifyClient'

let server: LocalVerifyServer
beforeAll(async () => {
  server = await startVerifyServer({ port: 4776 })
})
afterAll(() => server?.close())

test("behavior: register frames the enclave once and attests this page's origin; resolve reads it back", async () => {
  const client = createVerifyClient({ verifyUrl: server.url })
  const first = await attestationIdOf(
    '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPropose","params":{}}',
  )
  const second = await attestationIdOf(
    '{"id":2,"jsonrpc":"2.0","method":"wc_sessionRequest","params":{}}',
  )
  await client.init?.()
  await client.register?.({ attestationId: first })
  await client.register?.({ attestationId: second })
  const frames = document.querySelectorAll('iframe')
  expect(frames).toHaveLength(1)
  expect(frames[0]?.src).toBe(`${server.url}/`)
  expect(frames[0]?.getAttribute('aria-hidden')).toBe('true')
  // The origin is the page's (the browser's word), not its path, and not anything this code says.
  await vi.waitFor(() => expect(server.attestations.get(second)).toBe('https://app.example.test'))
  expect(server.attestations.get(first)).toBe('https://app.example.test')
  expect(await client.resolve?.({ attestationId: first })).toBe('https://app.example.test')
  expect(await client.resolve?.({ attestationId: 'f'.repeat(64) })).toBeUndefined()
})

test('error: only the enclave registers: a direct POST from another page is refused', async () => {
  const attestationId = 'e'.repeat(64)
  const response = await fetch(`${server.url}/attestation`, {
    method: 'POST',
    headers: { origin: 'https://evil.example.test', 'content-type': 'application/json' },
    body: JSON.stringify({ attestationId, origin: 'https://app.example.test' }),
  })
  expect(response.status).toBe(403)
  expect(server.attestations.has(attestationId)).toBe(false)
})

test('behavior: a Verify server that is down resolves nothing', async () => {
  const client = createVerifyClient({ verifyUrl: 'http://127.0.0.1:4775' })
  expect(await client.resolve?.({ attestationId: 'a'.repeat(64) })).toBeUndefined()
})
