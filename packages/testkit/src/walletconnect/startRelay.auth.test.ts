// The relay's client authentication: the JWTs our RelayClient and the official SDK
// (@walletconnect/core) present are accepted, and a token that fails any check the real relay
// makes is refused before the upgrade, with HTTP 401 and its reason. Port 4734.
import {
  createRelayAuthToken,
  generateClientIdentity,
  type JwtClaims,
  RelayClient,
  signJwt,
} from '@gatehouse/walletconnect'
import { Core } from '@walletconnect/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { type LocalRelay, startRelay } from './startRelay'

type Upgrade = { status: 'open' } | { status: number; body: string }

/** Opens a socket with `auth` (none when undefined) and reports how the relay answered. */
/** Opens a socket with `auth` (a token, or one being signed: signing is asynchronous). */
async function upgrade(
  relayUrl: string,
  token: string | undefined | Promise<string | undefined>,
): Promise<Upgrade> {
  const auth = await token
  const query = auth === undefined ? '' : `?auth=${encodeURIComponent(auth)}&projectId=test`
  const socket = new WebSocket(`${relayUrl}/${query}`)
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close()
      resolve({ status: 'open' })
    })
    socket.once('unexpected-response', (_, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    socket.once('error', reject)
  })
}

const nowSeconds = () => Math.floor(Date.now() / 1000)
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as JwtClaims
/** `jwt`'s header and claims with `claims` changed, its signature kept: no longer its signer's. */
const tampered = (jwt: string, claims: Partial<JwtClaims>) => {
  const [header, , signature] = jwt.split('.')
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(jwt), ...claims })).toString('base64url')
  return `${header}.${payload}.${signature}`
}

/** The official SDK's Core on our relay, offline. */
function officialCore() {
  // The SDK skips its Verify and telemetry calls only in its test mode (see startWalletKit); it
  // reads the flag while constructing Core.
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  try {
    return new Core({
      projectId: '00000000000000000000000000000000',
      relayUrl: relay.url,
      customStoragePrefix: `gatehouse-relay-auth-${crypto.randomUUID()}`,
      telemetryEnabled: false,
      logger: 'error',
    })
  } finally {
    if (previous === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previous
  }
}

let relay: LocalRelay
const log: string[] = []

beforeAll(async () => {
  relay = await startRelay({ port: 4734, log: (line) => log.push(line) })
})

afterAll(() => relay?.close())

/** The reasons of the refusals since `from` (an index into stats.refused). */
const refusedSince = (from: number) => relay.stats.refused.slice(from).map((r) => r.reason)

describe('accepted: the tokens real clients send', () => {
  test('behavior: our RelayClient connects; its token with another issuer is refused', async () => {
    const urls: string[] = []
    // Records the URL RelayClient opens, JWT included, and otherwise is `ws`'s WebSocket.
    class RecordingWebSocket extends WebSocket {
      constructor(url: string) {
        super(url)
        urls.push(url)
      }
    }
    const ours = await RelayClient.create({ relayUrl: relay.url, WebSocket: RecordingWebSocket })
    try {
      await ours.connect()
      expect(log).toContainEqual(expect.stringMatching(`^connect ${ours.clientId} `))
    } finally {
      ours.close()
    }
    const jwt = new URL(urls[0] ?? '').searchParams.get('auth') ?? ''
    expect(claimsOf(jwt)).toMatchObject({ iss: ours.clientId, aud: relay.url, act: 'client_auth' })

    const from = relay.stats.refused.length
    const someoneElse = (await generateClientIdentity()).clientId
    expect(await upgrade(relay.url, tampered(jwt, { iss: someoneElse }))).toEqual({
      status: 401,
      body: 'JWT signature does not verify against its iss',
    })
    expect(refusedSince(from)).toEqual(['JWT signature does not verify against its iss'])
  })

  test("behavior: the official SDK's relayer connects; its token forged is refused", async () => {
    const core = officialCore()
    const from = relay.stats.refused.length
    let jwt: string
    try {
      await core.start()
      // The relayer connects on its first request.
      await core.relayer.subscribe('b'.repeat(64))
      const clientId = await core.crypto.getClientId()
      expect(log).toContainEqual(expect.stringMatching(`^connect ${clientId} `))
      expect(refusedSince(from)).toEqual([])
      // What its relayer signs for each connection (Relayer: crypto.signJWT(relayUrl)).
      jwt = await core.crypto.signJWT(relay.url)
    } finally {
      core.heartbeat.stop()
      await core.relayer.transportClose()
    }
    // `aud` is the relayUrl as given, and there is no `act`: the relay must not require one.
    expect(claimsOf(jwt)).toEqual({
      iss: await core.crypto.getClientId(),
      sub: expect.stringMatching(/^[0-9a-f]{64}$/),
      aud: relay.url,
      iat: expect.any(Number),
      exp: expect.any(Number),
    })
    expect(await upgrade(relay.url, jwt)).toEqual({ status: 'open' })

    const forger = await generateClientIdentity()
    const resigned = await signJwt(claimsOf(jwt), forger.seed)
    expect(await upgrade(relay.url, resigned)).toMatchObject({ status: 401 })
    expect(await upgrade(relay.url, tampered(jwt, { exp: claimsOf(jwt).exp + 1 }))).toMatchObject({
      status: 401,
    })
    expect(refusedSince(from)).toEqual([
      'JWT signature does not verify against its iss',
      'JWT signature does not verify against its iss',
    ])
  })
})

const { seed, clientId } = await generateClientIdentity()

describe('refused before the upgrade, with HTTP 401 and the reason', () => {
  const token = (overrides: Partial<JwtClaims & { act: string }>) => {
    const iat = nowSeconds()
    return signJwt(
      {
        iss: clientId,
        sub: 'a'.repeat(64),
        aud: relay.url,
        iat,
        exp: iat + 3600,
        act: 'client_auth',
        ...overrides,
      },
      seed,
    )
  }

  test.each([
    ['no token', () => undefined, 'no auth JWT'],
    ['garbage', () => 'garbage', 'not a JWT: expected three parts'],
    ['an empty token', () => '', 'no auth JWT'],
    [
      'a token signed by another key than its iss',
      async () => signJwt(claimsOf(await token({})), (await generateClientIdentity()).seed),
      'JWT signature does not verify against its iss',
    ],
    [
      "another relay's audience",
      () => createRelayAuthToken({ seed, relayUrl: 'wss://relay.walletconnect.org' }),
      'JWT aud is not this relay',
    ],
    [
      'its own URL with a trailing slash (aud is compared as clients write it)',
      () => token({ aud: `${relay.url}/` }),
      'JWT aud is not this relay',
    ],
    [
      'an expired token (beyond the 120 s leeway)',
      () => token({ iat: nowSeconds() - 7200, exp: nowSeconds() - 121 }),
      'JWT has expired',
    ],
    [
      'a token issued in the future (beyond the leeway)',
      () => token({ iat: nowSeconds() + 3600, exp: nowSeconds() + 7200 }),
      'JWT is issued in the future',
    ],
    ['an empty sub', () => token({ sub: '' }), 'JWT sub is empty'],
    ['another act', () => token({ act: 'irn_watchRegister' }), 'JWT act is not client_auth'],
    [
      'an iss that is not an Ed25519 did:key',
      async () => tampered(await token({}), { iss: 'did:web:example.com' }),
      'JWT iss is not an Ed25519 did:key',
    ],
  ])('error: %s', async (_, auth, reason) => {
    const from = relay.stats.refused.length
    const connections = relay.stats.connections
    expect(await upgrade(relay.url, auth())).toEqual({ status: 401, body: reason })
    expect(relay.stats.refused.slice(from)).toEqual([
      { reason, url: expect.not.stringMatching(/eyJ/) },
    ])
    expect(relay.stats.connections).toBe(connections)
  })

  test("error: expiry and issue time allow the real relay's 120 s of clock skew, no more", async () => {
    const from = relay.stats.refused.length
    const now = nowSeconds()
    const expiredBy = (seconds: number) => token({ iat: now - 3600, exp: now - seconds })
    const issuedAhead = (seconds: number) => token({ iat: now + seconds, exp: now + 3600 })
    expect(await upgrade(relay.url, expiredBy(60))).toEqual({ status: 'open' })
    expect(await upgrade(relay.url, issuedAhead(60))).toEqual({ status: 'open' })
    expect(await upgrade(relay.url, expiredBy(180))).toMatchObject({ status: 401 })
    expect(await upgrade(relay.url, issuedAhead(180))).toMatchObject({ status: 401 })
    expect(refusedSince(from)).toEqual(['JWT has expired', 'JWT is issued in the future'])
  })
})
