// Covers the one statement besides the configured one that verify accepts: the configured
// statement followed by the ERC-5573 sentence of the message's last resource, when that is a
// ReCap (what a WalletConnect wallet signs when it signs in with its connection). Real
// signatures through POST /api/auth/verify on the memory store; the sentence's grammar itself is
// @gatehouse/siwe's (recapStatement.test). Not covered: the WalletConnect flow end to end (e2e).
import type { SiweFields } from '@gatehouse/siwe'
import { describe, expect, test } from 'vitest'
import { alice, createHarness, signIn } from '../testing/authTestHarness'

const STATEMENT = 'Sign in to the Gatehouse demo.'

const recapUri = (details: unknown) =>
  `urn:recap:${btoa(JSON.stringify(details)).replace(/=+$/, '')}`

// The ReCap @gatehouse/walletconnect's authenticate() asks a session's methods with, and the
// sentence WalletConnect's SDK (formatStatementFromRecap) makes the wallet sign for it: written
// out here, not derived, so the server is held to the text wallets really sign.
const SESSION_RECAP = recapUri({
  att: { eip155: { 'request/eth_sendTransaction': [{}], 'request/personal_sign': [{}] } },
})
const SESSION_SENTENCE =
  "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'."
const OTHER_RECAP = recapUri({ att: { eip155: { 'request/personal_sign': [{}] } } })
const OTHER_SENTENCE =
  "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'."

function outcomes(h: ReturnType<typeof createHarness>) {
  return h.logs.filter((entry) => entry.event === 'request').map((entry) => entry.outcome)
}

describe('a statement with a ReCap sentence', () => {
  test('behavior: the statement and the sentence of the last resource sign in', async () => {
    const h = harness()
    const browser = h.browser()
    const resources = ['https://app.example/terms', SESSION_RECAP]
    const res = await signIn(browser, alice, h.now(), {
      statement: `${STATEMENT} ${SESSION_SENTENCE}`,
      resources,
    })
    expect(res.status).toBe(200)
    expect(await browser.session()).toMatchObject({ authenticated: true, address: alice.address })
    expect(
      await h.handler.getSession(
        new Headers({ cookie: `${browser.cookieName}=${browser.cookie}` }),
      ),
    ).toMatchObject({ resources })
  })

  test('behavior: a ReCap without its sentence keeps the configured statement enough', async () => {
    const h = harness()
    const res = await signIn(h.browser(), alice, h.now(), { resources: [SESSION_RECAP] })
    expect(res.status).toBe(200)
  })

  const refused: [string, Partial<SiweFields>][] = [
    [
      'a forged sentence (actions the ReCap does not grant)',
      { statement: `${STATEMENT} ${SESSION_SENTENCE}`, resources: [OTHER_RECAP] },
    ],
    [
      'the sentence of a ReCap that is not the last resource',
      {
        statement: `${STATEMENT} ${SESSION_SENTENCE}`,
        resources: [SESSION_RECAP, 'https://app.example/terms'],
      },
    ],
    [
      'the sentence of the first of two ReCaps',
      { statement: `${STATEMENT} ${OTHER_SENTENCE}`, resources: [OTHER_RECAP, SESSION_RECAP] },
    ],
    ['a sentence without any resource', { statement: `${STATEMENT} ${SESSION_SENTENCE}` }],
    [
      'a sentence on a resource that is not a ReCap',
      {
        statement: `${STATEMENT} ${SESSION_SENTENCE}`,
        resources: ['urn:recap:bm90IGpzb24'],
      },
    ],
    ['the sentence alone', { statement: SESSION_SENTENCE, resources: [SESSION_RECAP] }],
    [
      'another statement before the sentence',
      { statement: `Sign in elsewhere. ${SESSION_SENTENCE}`, resources: [SESSION_RECAP] },
    ],
    [
      'text after the sentence',
      { statement: `${STATEMENT} ${SESSION_SENTENCE} Also more.`, resources: [SESSION_RECAP] },
    ],
    [
      'the sentence twice',
      {
        statement: `${STATEMENT} ${SESSION_SENTENCE} ${SESSION_SENTENCE}`,
        resources: [SESSION_RECAP],
      },
    ],
    [
      'no space between the statement and the sentence',
      { statement: `${STATEMENT}${SESSION_SENTENCE}`, resources: [SESSION_RECAP] },
    ],
  ]

  test.each(refused)('error: %s → statement_mismatch', async (_name, fields) => {
    const h = harness()
    const browser = h.browser()
    const res = await signIn(browser, alice, h.now(), fields)
    expect(res.status).toBe(401)
    expect(await res.text()).toBe('{"error":"verification_failed"}')
    expect(outcomes(h).at(-1)).toBe('statement_mismatch')
    expect(await browser.session()).toEqual({ authenticated: false })
  })
})

function harness() {
  const h = createHarness()
  expect(h.config.statement).toBe(STATEMENT)
  return h
}
