// Verify requests, prepared ahead and sent once each: every one has its own session (cookie),
// nonce, fresh viem local account and signature, so the run measures verify and nothing else.
import type { AuthConfig } from '@gatehouse/server/auth'
import { AUTH_ROUTES, buildSiweMessage, nonceResponseSchema } from '@gatehouse/siwe'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { cannon } from './cannon'
import { cookieFrom } from './server'
import { CONNECTIONS, PREPARE_PARALLEL } from './settings'

export type Prepared = {
  cookie: string
  body: string
  message: string
  signature: Hex
  address: Address
}

export function verifyRequests(base: string, config: AuthConfig) {
  // One verify request, ready to send: its own session (cookie), nonce, account and signature.
  async function prepare(): Promise<Prepared> {
    const res = await fetch(`${base}${AUTH_ROUTES.nonce}`)
    if (res.status !== 200) throw new Error(`setup: ${AUTH_ROUTES.nonce} answered ${res.status}`)
    const cookie = cookieFrom(res)
    const { nonce } = nonceResponseSchema.parse(await res.json())
    const account = privateKeyToAccount(generatePrivateKey())
    const message = buildSiweMessage({
      domain: config.appHost,
      address: account.address,
      statement: config.statement,
      uri: config.appOrigin,
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const signature = await account.signMessage({ message })
    const body = JSON.stringify({ message, signature })
    return { cookie, body, message, signature, address: account.address }
  }

  async function preparePool(n: number): Promise<Prepared[]> {
    const pool: Prepared[] = []
    const worker = async () => {
      while (pool.length + inFlight < n) {
        inFlight++
        try {
          pool.push(await prepare())
        } finally {
          inFlight--
        }
      }
    }
    let inFlight = 0
    await Promise.all(Array.from({ length: PREPARE_PARALLEL }, worker))
    return pool
  }

  const verifyHeaders = (cookie: string) => ({
    origin: config.appOrigin,
    'content-type': 'application/json',
    cookie,
  })

  // Sends each prepared request exactly once: autocannon calls setupRequest once per request sent.
  async function verifyRun(label: string, pool: Prepared[]) {
    let next = 0
    let exhausted = 0
    const measured = await cannon(label, {
      url: base,
      connections: Math.min(CONNECTIONS, pool.length),
      amount: pool.length,
      requests: [
        {
          method: 'POST',
          path: AUTH_ROUTES.verify,
          setupRequest: (request) => {
            const prepared = pool[next++]
            // Only after a timeout's resend: an unsigned body, so it shows up as a non-200.
            if (!prepared) exhausted++
            return {
              ...request,
              headers: verifyHeaders(prepared?.cookie ?? ''),
              body: prepared?.body ?? '{}',
            }
          },
        },
      ],
    })
    return { measured, sent: next, exhausted }
  }

  return { prepare, preparePool, verifyHeaders, verifyRun }
}
