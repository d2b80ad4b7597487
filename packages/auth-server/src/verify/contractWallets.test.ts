// Covers contract-wallet sign-in end to end on real local anvils (ports 4620–4623): a deployed
// ERC-1271 wallet and a counterfactual ERC-6492 one sign in, a wrong signer does not, the check
// runs on the message's own chain and only where an RPC URL is configured, and an RPC that is
// down, hanging or past the deadline answers 503 while a plain account still signs in with no
// network call. Signatures are real: the owner's EIP-191 signature from a viem local account.
import { createServer as createHttpServer } from 'node:http'
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'
import {
  type AnvilNode,
  counterfactualSmartWallet,
  DEV_PRIVATE_KEYS,
  deploySmartWallet,
  type LocalChains,
  signAsSmartWallet,
  startAnvil,
  startChains,
} from '@gatehouse/testkit'
import type { Address, Hex } from 'viem'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  alice,
  createHarness,
  type Harness,
  messageFor,
  signIn,
  type TestBrowser,
} from '../testing/authTestHarness'
import { CONTRACT_CHECK_GAS, isExecutionRevert } from './contractWallets'

const CHAIN_PORT_BASE = 4620 // chain 1 on 4620, chain 10 on 4621
const DOOMED_PORT = 4622 // an anvil stopped mid-test
const HANGING_PORT = 4623 // accepts connections, never answers

const owner = privateKeyToAccount(DEV_PRIVATE_KEYS[4])
const stranger = privateKeyToAccount(DEV_PRIVATE_KEYS[5])

let nextIp = 1
/** A browser from its own IP, so the per-IP rate limits never decide a test. */
const browserOf = (h: Harness): TestBrowser => h.browser(`192.0.2.${nextIp++}`)

/** The outcome the last verify request logged (why it failed, which the response never says). */
const lastVerifyOutcome = (h: Harness) =>
  h.logs.filter((entry) => entry.event === 'request' && entry.path === '/api/auth/verify').at(-1)
    ?.outcome

/** Signs in as the smart wallet at `wallet` with `signer`'s key, as a wallet app would. */
async function signInAsWallet(
  h: Harness,
  browser: TestBrowser,
  wallet: Address,
  signer: typeof owner,
  options: { chainId?: number; counterfactual?: { factory: Address; factoryData: Hex } } = {},
): Promise<Response> {
  const { nonce } = await browser.nonce()
  const message = messageFor(owner, nonce, h.now(), {
    address: wallet,
    chainId: options.chainId ?? 1,
  })
  const signature = await signAsSmartWallet({
    owner: signer,
    message,
    ...(options.counterfactual ? { counterfactual: options.counterfactual } : {}),
  })
  return browser.verify({ message, signature })
}

describe('given local chains 1 and 10 with their RPC URLs configured', () => {
  let local: LocalChains
  let rpc1: string
  let rpc10: string
  let h: Harness

  beforeAll(async () => {
    local = await startChains({ chainIds: [1, 10], portBase: CHAIN_PORT_BASE })
    rpc1 = local.chains[0]!.rpcUrl
    rpc10 = local.chains[1]!.rpcUrl
    h = createHarness({
      env: {
        AUTH_CHAIN_IDS: '1,10,137',
        AUTH_RPC_URL_1: rpc1,
        AUTH_RPC_URL_10: rpc10,
        // 137 is a sign-in chain without an RPC URL: plain accounts only.
      },
    })
  }, 30_000)

  afterAll(async () => {
    await local?.stop()
  })

  test('behavior: a deployed ERC-1271 wallet signs in', async () => {
    const wallet = await deploySmartWallet(rpc1, { owner: owner.address })
    const browser = browserOf(h)
    const res = await signInAsWallet(h, browser, wallet, owner)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ address: wallet, chainId: 1 })
    expect(await browser.session()).toEqual({ authenticated: true, address: wallet, chainId: 1 })
  })

  test('behavior: a counterfactual ERC-6492 wallet signs in and stays undeployed', async () => {
    const wallet = await counterfactualSmartWallet(rpc1, { owner: owner.address, salt: 6492n })
    const client = createPublicClient({ transport: http(rpc1) })
    expect(await client.getCode({ address: wallet.address })).toBeUndefined()
    const browser = browserOf(h)
    const res = await signInAsWallet(h, browser, wallet.address, owner, { counterfactual: wallet })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ address: wallet.address, chainId: 1 })
    expect(await client.getCode({ address: wallet.address })).toBeUndefined()
  })

  test('error: a wrong signer is refused, deployed or counterfactual', async () => {
    const deployed = await deploySmartWallet(rpc1, { owner: owner.address, salt: 1n })
    const counterfactual = await counterfactualSmartWallet(rpc1, {
      owner: owner.address,
      salt: 2n,
    })
    for (const res of [
      await signInAsWallet(h, browserOf(h), deployed, stranger),
      await signInAsWallet(h, browserOf(h), counterfactual.address, stranger, { counterfactual }),
      // The owner's signature in a form the wallet does not take (truncated).
      await (async () => {
        const browser = browserOf(h)
        const { nonce } = await browser.nonce()
        const message = messageFor(owner, nonce, h.now(), { address: deployed })
        const signature = (await owner.signMessage({ message })).slice(0, 130)
        return browser.verify({ message, signature })
      })(),
    ]) {
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ error: 'verification_failed' })
    }
    expect(lastVerifyOutcome(h)).toBe('bad_signature')
  })

  test('error: the check runs on the message’s chain, so a wallet elsewhere fails', async () => {
    // Deployed on chain 1 only; on chain 10 that address has no code and the owner is not it.
    const wallet = await deploySmartWallet(rpc1, { owner: owner.address, salt: 10n })
    const res = await signInAsWallet(h, browserOf(h), wallet, owner, { chainId: 10 })
    expect(res.status).toBe(401)
    expect(lastVerifyOutcome(h)).toBe('bad_signature')
    // The same wallet on chain 10, counterfactual there, does sign in on chain 10.
    const there = await counterfactualSmartWallet(rpc10, { owner: owner.address, salt: 10n })
    expect(there.address).toBe(wallet)
    const ok = await signInAsWallet(h, browserOf(h), wallet, owner, {
      chainId: 10,
      counterfactual: there,
    })
    expect(ok.status).toBe(200)
  })

  test('error: a sign-in chain without an RPC URL cannot verify contract wallets', async () => {
    const wallet = await deploySmartWallet(rpc1, { owner: owner.address })
    const res = await signInAsWallet(h, browserOf(h), wallet, owner, { chainId: 137 })
    expect(res.status).toBe(401)
    expect(lastVerifyOutcome(h)).toBe('bad_signature')
    // Plain accounts still sign in there.
    expect((await signIn(browserOf(h), alice, h.now(), { chainId: 137 })).status).toBe(200)
  })

  test('behavior: without any RPC URL, contract wallets are refused (no public fallback)', async () => {
    const wallet = await deploySmartWallet(rpc1, { owner: owner.address })
    const plain = createHarness()
    const res = await signInAsWallet(plain, browserOf(plain), wallet, owner)
    expect(res.status).toBe(401)
    expect(lastVerifyOutcome(plain)).toBe('bad_signature')
  })
})

describe('given an RPC that goes down', () => {
  let anvil: AnvilNode
  let h: Harness
  let wallet: Address

  beforeAll(async () => {
    anvil = await startAnvil(1, DOOMED_PORT)
    wallet = await deploySmartWallet(anvil.rpcUrl, { owner: owner.address })
    h = createHarness({ env: { AUTH_CHAIN_IDS: '1', AUTH_RPC_URL_1: anvil.rpcUrl } })
  }, 30_000)

  afterAll(async () => {
    await anvil?.stop()
  })

  test('error: 503 for the contract wallet, while a plain account still signs in', async () => {
    expect((await signInAsWallet(h, browserOf(h), wallet, owner)).status).toBe(200)
    await anvil.stop()

    const res = await signInAsWallet(h, browserOf(h), wallet, owner)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toBe('{"error":"unavailable"}')
    const logged = h.logs.find((entry) => entry.event === 'auth_unavailable')
    expect(logged?.error).toBe('contract wallet RPC for chain 1 failed: unreachable')
    expect(JSON.stringify(h.logs)).not.toContain(String(DOOMED_PORT))

    expect((await signIn(browserOf(h), alice, h.now())).status).toBe(200)
  })
})

describe('given an RPC that accepts connections and never answers', () => {
  let server: Server
  const sockets = new Set<Socket>()
  let connections = 0
  const url = `http://127.0.0.1:${HANGING_PORT}`

  beforeAll(async () => {
    server = createServer((socket) => {
      connections++
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(HANGING_PORT, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server?.close(resolve))
  })

  const wallet = '0x000000000000000000000000000000000000dEaD' as Address

  test('error: the per-request timeout gives 503; a plain account makes no call', async () => {
    const h = createHarness({
      env: { AUTH_RPC_URL_1: url, AUTH_RPC_TIMEOUT_MS: '200', AUTH_RPC_DEADLINE_MS: '5000' },
    })
    const opened = connections
    const res = await signInAsWallet(h, browserOf(h), wallet, owner)
    expect(res.status).toBe(503)
    expect(h.logs.find((entry) => entry.event === 'auth_unavailable')?.error).toBe(
      'contract wallet RPC for chain 1 failed: timeout',
    )
    // No retry (issue 24): a wallet whose code is slow on purpose is paid for once, not twice.
    expect(connections - opened).toBe(1)

    const before = connections
    expect((await signIn(browserOf(h), alice, h.now())).status).toBe(200)
    expect(connections).toBe(before)
  })

  test('error: the overall deadline gives 503 before a slower request timeout', async () => {
    const h = createHarness({
      env: { AUTH_RPC_URL_1: url, AUTH_RPC_TIMEOUT_MS: '10000', AUTH_RPC_DEADLINE_MS: '300' },
    })
    const res = await signInAsWallet(h, browserOf(h), wallet, owner)
    expect(res.status).toBe(503)
    expect(h.logs.find((entry) => entry.event === 'auth_unavailable')?.error).toBe(
      'contract wallet check on chain 1 exceeded 300 ms',
    )
  })
})

/** A JSON-RPC endpoint that answers every eth_call with `error`, recording each call's params. */
function fakeRpc(error: { code: number; message: string }) {
  const calls: Array<Record<string, unknown>> = []
  const server = createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as {
        id: number
        method: string
        params: unknown[]
      }
      if (method === 'eth_call') calls.push(params[0] as Record<string, unknown>)
      // Any other method (eth_getCode, eth_chainId) gets a plausible answer.
      const reply =
        method === 'eth_call' ? { error } : { result: method === 'eth_chainId' ? '0x1' : '0x6080' }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...reply }))
    })
  })
  return { server, calls }
}

describe('given a wallet whose code runs out of gas or past the node’s limit', () => {
  const wallet = '0x000000000000000000000000000000000000bEEF' as Address

  for (const error of [
    { code: -32000, message: 'out of gas' },
    { code: -32000, message: 'execution aborted (timeout = 5s)' },
  ]) {
    test(`error: "${error.message}" is a 401, not an outage; every eth_call has the gas cap`, async () => {
      const { server, calls } = fakeRpc(error)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      try {
        const { port } = server.address() as AddressInfo
        const h = createHarness({ env: { AUTH_RPC_URL_1: `http://127.0.0.1:${port}` } })
        const res = await signInAsWallet(h, browserOf(h), wallet, owner)
        expect(res.status).toBe(401)
        expect(lastVerifyOutcome(h)).toBe('bad_signature')
        expect(h.logs.some((entry) => entry.event === 'auth_unavailable')).toBe(false)
        expect(calls.length).toBeGreaterThan(0)
        for (const call of calls) expect(call.gas).toBe(`0x${CONTRACT_CHECK_GAS.toString(16)}`)
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    })
  }
})

describe('isExecutionRevert', () => {
  test('behavior: only a revert is a verdict; transport failures are outages', async () => {
    const { RpcRequestError, HttpRequestError, TimeoutError } = await import('viem')
    const rpcError = (code: number, message: string) =>
      new RpcRequestError({ body: {}, url: 'http://x', error: { code, message } })
    expect(isExecutionRevert(rpcError(3, 'execution reverted'))).toBe(true)
    expect(isExecutionRevert(rpcError(-32000, 'execution reverted: nope'))).toBe(true)
    expect(isExecutionRevert(rpcError(-32000, 'out of gas'))).toBe(true)
    expect(isExecutionRevert(rpcError(-32000, 'execution aborted (timeout = 5s)'))).toBe(true)
    expect(isExecutionRevert(rpcError(-32000, 'header not found'))).toBe(false)
    expect(isExecutionRevert(rpcError(-32005, 'limit exceeded'))).toBe(false)
    expect(isExecutionRevert(new HttpRequestError({ url: 'http://x', status: 429 }))).toBe(false)
    expect(isExecutionRevert(new TimeoutError({ body: {}, url: 'http://x' }))).toBe(false)
    expect(isExecutionRevert(new Error('boom'))).toBe(false)
  })
})
