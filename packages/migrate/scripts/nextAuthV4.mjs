// next-auth 4.24 with @gatehouse/auth-server/next-auth, through NextAuth v4's own core handler
// (what its Next.js route calls): a CSRF token, a Credentials sign-in whose message a viem local
// account signed with that token as nonce, and the session NextAuth then reads from its JWT
// cookie (what getServerSession returns). A refused signature and a replayed nonce of another
// browser are refused. scripts/testMigrate.mjs copies this file into its shared install (where
// next-auth 4 is installed as `next-auth-4`, beside the examples' next-auth 5) and runs it.
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import path from 'node:path'
import { siweCredentials } from '@gatehouse/auth-server/next-auth'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

// The core is not in next-auth 4's `exports`: its file, as next-auth/next requires it.
const require = createRequire(import.meta.url)
const { AuthHandler } = require(
  path.join(import.meta.dirname, 'node_modules/next-auth-4/core/index.js'),
)
const ORIGIN = 'http://localhost:3000'
const STATEMENT = 'Sign in to the next-auth 4 check.'
// anvil's first two development keys: they never hold real funds
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const bob = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

const options = {
  providers: [siweCredentials({ appOrigin: ORIGIN, statement: STATEMENT, chainIds: [1] })],
  secret: 'next-auth-4-check-only',
  session: { strategy: 'jwt' },
  callbacks: {
    // RainbowKit's apps put the address on the session as `address`.
    session: ({ session, token }) => ({ ...session, address: token.sub }),
  },
}

/** One request to NextAuth's core, with a browser's cookie jar. */
async function request(jar, action, init = {}) {
  const response = await AuthHandler({
    req: {
      origin: ORIGIN,
      method: init.method ?? 'GET',
      action,
      providerId: init.providerId,
      cookies: Object.fromEntries(jar),
      headers: {},
      query: {},
      body: init.body ?? {},
    },
    options,
  })
  for (const cookie of response.cookies ?? []) jar.set(cookie.name, cookie.value)
  return response
}

async function signIn(signer, jar, nonce) {
  const message = createSiweMessage({
    domain: 'localhost:3000',
    address: alice.address,
    statement: STATEMENT,
    uri: ORIGIN,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: new Date(),
  })
  const signature = await signer.signMessage({ message })
  return request(jar, 'callback', {
    method: 'POST',
    providerId: 'credentials',
    body: { message, signature, csrfToken: nonce, json: 'true' },
  })
}

const browser = new Map()
const csrf = (await request(browser, 'csrf')).body.csrfToken
assert.match(csrf, /^[0-9a-f]{64}$/)

const refused = await signIn(bob, browser, csrf)
assert.match(String(refused.redirect), /error=CredentialsSignin/)

const other = new Map()
await request(other, 'csrf')
const elsewhere = await signIn(alice, other, csrf)
assert.match(String(elsewhere.redirect), /csrf=true|error=/, 'another browser’s token')

const accepted = await signIn(alice, browser, csrf)
assert.doesNotMatch(String(accepted.redirect), /error=/)
const session = (await request(browser, 'session')).body
assert.equal(session.address, alice.address)
assert.equal(session.user.name, alice.address)
console.log(`next-auth 4.24: signed in as ${session.address}`)
