// Covers the configured statement (SIWE_STATEMENT, or the `statement` option) against EIP-4361's
// statement grammar at start: a character outside RFC 3986's reserved and unreserved characters
// and space is refused, the error naming the variable (or option) and the character, so a server
// never issues and accepts messages that every ABNF parser refuses; every allowed character signs
// in end to end. Other variables: fromEnv.test.ts.
import { describe, expect, test } from 'vitest'
import { AuthOptionError } from '../errors/AuthOptionError'
import { EnvError } from '../errors/EnvError'
import { createAuthHandler } from '../routes/createAuthHandler'
import { alice, createHarness, ORIGIN, signIn } from '../testing/authTestHarness'
import { fromEnv } from './fromEnv'

const FORBIDDEN = ['"', '%', '<', '>', '\\', '^', '`', '{', '|', '}', '\t', '\n', 'é']

describe('SIWE_STATEMENT', () => {
  test('error: `Sign in to "Acme"` names the variable, the position and the character', () => {
    let caught: unknown
    try {
      fromEnv({ APP_ORIGIN: ORIGIN, SIWE_STATEMENT: 'Sign in to "Acme"' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(EnvError)
    expect((caught as EnvError).variable).toBe('SIWE_STATEMENT')
    expect((caught as Error).message).toMatch(
      /^SIWE_STATEMENT: must be one line of printable ASCII in EIP-4361's statement grammar .*; character 12, "\\"", is not$/,
    )
  })

  test.each(FORBIDDEN)('error: a statement with %j is refused', (character) => {
    expect(() => fromEnv({ APP_ORIGIN: ORIGIN, SIWE_STATEMENT: `Sign in${character}now` })).toThrow(
      `SIWE_STATEMENT: must be one line of printable ASCII in EIP-4361's statement grammar (letters, digits, spaces and -._~:/?#[]@!$&'()*+,;=); character 8, ${JSON.stringify(character)}, is not`,
    )
  })

  test('behavior: every reserved and unreserved character, and spaces, sign in end to end', async () => {
    const statement =
      "I accept: https://app.example/tos?v=2#s [rules] (all) & more! $0 'ok' *+,;= @you ~_-."
    const h = createHarness({ env: { SIWE_STATEMENT: statement } })
    expect(h.config.statement).toBe(statement)
    expect((await signIn(h.browser(), alice, h.now(), { statement })).status).toBe(200)
  })
})

describe('the statement option', () => {
  test.each(FORBIDDEN)(
    'error: a statement with %j names the option and the character',
    (character) => {
      expect(() => createAuthHandler({ appOrigin: ORIGIN, statement: `ab${character}` })).toThrow(
        new AuthOptionError(
          'statement',
          `must be one line of printable ASCII in EIP-4361's statement grammar (letters, digits, spaces and -._~:/?#[]@!$&'()*+,;=); character 3, ${JSON.stringify(character)}, is not`,
        ),
      )
    },
  )

  test('error: empty, or over 500 characters', () => {
    expect(() => createAuthHandler({ appOrigin: ORIGIN, statement: '' })).toThrow(
      'statement: must not be empty',
    )
    expect(() => createAuthHandler({ appOrigin: ORIGIN, statement: 'a'.repeat(501) })).toThrow(
      'statement: must be at most 500 characters',
    )
  })
})
