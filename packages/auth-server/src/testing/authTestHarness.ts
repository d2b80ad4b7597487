// Test-only: a handler on an injected clock with a collecting logger, and a tiny "browser" that
// keeps the session cookie, sends our Origin on POSTs and reports its address the way a trusted
// proxy would (X-Forwarded-For). Signatures are real, from viem local accounts. Imported only by
// *.test.ts files.
import { buildSiweMessage, nonceResponseSchema, type SiweFields } from '@gatehouse/siwe'
import type { Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { AuthConfig } from '../config/AuthConfig'
import { DEFAULT_AUTH_BASE_PATH } from '../config/basePath'
import { fromEnv } from '../config/fromEnv'
import { proxyClientIp } from '../http/clientIp'
import type { LogEntry } from '../http/logger'
import { type AuthHandler, createAuthHandler } from '../routes/createAuthHandler'
import type { AuthStore } from '../stores/authStore'
import type { ContractWalletCheck } from '../verify/verifySignature'

export const ORIGIN = 'https://app.example'
export const HOST = 'app.example'
export const START = Date.parse('2030-01-01T00:00:00.000Z')

// Well-known development keys (anvil's first two accounts): never hold real funds.
export const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
export const bob = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

/** Where a request goes: the handler itself, or an app it is mounted in. */
export type Fetch = (request: Request) => Promise<Response> | Response

export type HarnessOptions = {
  env?: Record<string, string>
  store?: AuthStore
  contractWallets?: ContractWalletCheck
  /** How requests reach the handler. Default: called directly. */
  mount?: (handler: AuthHandler) => Fetch
  /** The handler's basePath option (default /api/auth). */
  basePath?: string
  /** Where the browser sends auth requests. Default: basePath, else /api/auth. */
  publicBase?: string
}

export function createHarness(options: HarnessOptions = {}) {
  let clock = START
  const logs: LogEntry[] = []
  const config = fromEnv({ APP_ORIGIN: ORIGIN, ...options.env })
  const handler = createAuthHandler({
    ...config,
    now: () => clock,
    clientIp: proxyClientIp('x-forwarded-for'),
    logger: (entry) => logs.push(entry),
    ...(options.basePath === undefined ? {} : { basePath: options.basePath }),
    ...(options.store ? { store: options.store } : {}),
    ...(options.contractWallets ? { contractWallets: options.contractWallets } : {}),
  })
  const fetch = options.mount ? options.mount(handler) : handler
  const publicBase = options.publicBase ?? options.basePath ?? DEFAULT_AUTH_BASE_PATH
  return {
    handler,
    fetch,
    config: handler.config,
    logs,
    now: () => clock,
    advance(ms: number) {
      clock += ms
    },
    browser: (ip = '192.0.2.1') => new TestBrowser(fetch, ip, handler.config, publicBase),
  }
}

export type Harness = ReturnType<typeof createHarness>

/** Keeps one session cookie like a browser would and sends our Origin on POSTs. */
export class TestBrowser {
  cookie: string | undefined
  constructor(
    readonly fetch: Fetch,
    readonly ip: string,
    readonly config: AuthConfig,
    readonly base: string = DEFAULT_AUTH_BASE_PATH,
  ) {}

  /** The auth routes as this browser reaches them. */
  get routes() {
    const base = this.base.replace(/\/$/, '')
    return {
      nonce: `${base}/nonce`,
      verify: `${base}/verify`,
      session: `${base}/session`,
      logout: `${base}/logout`,
    }
  }

  get cookieName() {
    return this.config.insecureLocalCookie ? 'sid' : '__Host-sid'
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookie !== undefined && !headers.has('cookie')) {
      headers.set('cookie', `${this.cookieName}=${this.cookie}`)
    }
    if (init.method === 'POST' && !headers.has('origin'))
      headers.set('origin', this.config.appOrigin)
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.ip)
    const res = await this.fetch(
      new Request(new URL(path, 'http://localhost'), { ...init, headers }),
    )
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name, value = ''] = pair.split('=')
      if (name !== this.cookieName) continue
      this.cookie = /;\s*Max-Age=0(;|$)/i.test(line) ? undefined : value
    }
    return res
  }

  async nonce(): Promise<{ nonce: string; expiresAt: string; issuedAt?: string | undefined }> {
    const res = await this.request(this.routes.nonce)
    if (res.status !== 200) throw new Error(`nonce answered ${res.status}`)
    return nonceResponseSchema.parse(await res.json())
  }

  verify(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(this.routes.verify, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  async session(): Promise<unknown> {
    return (await this.request(this.routes.session)).json()
  }

  logout(): Promise<Response> {
    return this.request(this.routes.logout, { method: 'POST' })
  }
}

/** The canonical message our client would build for `account` on the harness's clock. */
export function messageFor(
  account: PrivateKeyAccount,
  nonce: string,
  now: number,
  overrides: Partial<SiweFields> = {},
): string {
  return buildSiweMessage({
    domain: HOST,
    address: account.address,
    statement: 'Sign in to the Gatehouse demo.',
    uri: ORIGIN,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 5 * 60_000).toISOString(),
    ...overrides,
  })
}

/** Fetches a nonce, signs the message and returns what verify needs (without sending it). */
export async function signedRequest(
  browser: TestBrowser,
  account: PrivateKeyAccount,
  now: number,
  overrides: Partial<SiweFields> = {},
): Promise<{ message: string; signature: Hex }> {
  const { nonce } = await browser.nonce()
  const message = messageFor(account, nonce, now, overrides)
  return { message, signature: await account.signMessage({ message }) }
}

export async function signIn(
  browser: TestBrowser,
  account: PrivateKeyAccount,
  now: number,
  overrides: Partial<SiweFields> = {},
): Promise<Response> {
  const { message, signature } = await signedRequest(browser, account, now, overrides)
  return browser.verify({ message, signature })
}
