// Covers the ERC-5573 sentence a ReCap adds to a statement: the ERC's own vector, the ReCap
// WalletConnect's sign-in writes (standard base64, the form its SDK writes the sentence in), and
// every ReCap outside the ERC's schema refused. What a server accepts is auth-server's checkMessage.
import { describe, expect, test } from 'vitest'
import { RECAP_STATEMENT_PREAMBLE, recapStatement } from './recapStatement'

const encode = (details: unknown, alphabet: 'base64' | 'base64url' = 'base64url') => {
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(details))))
  const unpadded = base64.replace(/=+$/, '')
  return `urn:recap:${alphabet === 'base64' ? unpadded : unpadded.replace(/\+/g, '-').replace(/\//g, '_')}`
}

describe('recapStatement', () => {
  test("behavior: the ERC's example ReCap gives the ERC's sentence", () => {
    // ERC-5573, "ReCap Details Object Schema": its example object, its URI and its sentence.
    const uri =
      'urn:recap:eyJhdHQiOnsiaHR0cHM6Ly9leGFtcGxlLmNvbS9waWN0dXJlcy8iOnsiY3J1ZC9kZWxldGUiOlt7fV0sImNydWQvdXBkYXRlIjpbe31dLCJvdGhlci9hY3Rpb24iOlt7fV19LCJtYWlsdG86dXNlcm5hbWVAZXhhbXBsZS5jb20iOnsibXNnL3JlY2VpdmUiOlt7Im1heF9jb3VudCI6NSwidGVtcGxhdGVzIjpbIm5ld3NsZXR0ZXIiLCJtYXJrZXRpbmciXX1dLCJtc2cvc2VuZCI6W3sidG8iOiJzb21lb25lQGVtYWlsLmNvbSJ9LHsidG8iOiJqb2VAZW1haWwuY29tIn1dfX0sInByZiI6WyJ6ZGo3V2o2Rk5TNHJVVWJzaUp2amp4Y3NOcVpkRENTaVlSOHNLUVhmb1BmcFNadUF3Il19'
    expect(recapStatement(uri)).toBe(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'crud': 'delete', 'update' for 'https://example.com/pictures/'. (2) 'other': 'action' for 'https://example.com/pictures/'. (3) 'msg': 'receive', 'send' for 'mailto:username@example.com'.",
    )
  })

  test("behavior: WalletConnect's session ReCap, in standard base64, as its SDK words it", () => {
    const recap = {
      att: {
        eip155: {
          'request/eth_sendTransaction': [{}],
          'request/personal_sign': [{ chains: ['eip155:1'] }],
        },
      },
    }
    expect(recapStatement(encode(recap, 'base64'))).toBe(
      `${RECAP_STATEMENT_PREAMBLE} (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.`,
    )
  })

  test('behavior: abilities are sorted whatever order the wallet wrote them in', () => {
    const recap = { att: { eip155: { 'request/personal_sign': [{}], 'request/eth_sign': [{}] } } }
    expect(recapStatement(encode(recap))).toBe(
      `${RECAP_STATEMENT_PREAMBLE} (1) 'request': 'eth_sign', 'personal_sign' for 'eip155'.`,
    )
  })

  test.each([
    ['another URI', 'https://app.example/terms'],
    ['not base64', 'urn:recap:%%%'],
    ['base64 of non-JSON', `urn:recap:${btoa('not json').replace(/=+$/, '')}`],
    ['mixed base64 alphabets', 'urn:recap:ab+c_d'],
    ['no att', encode({ prf: ['bafy'] })],
    ['an empty att', encode({ att: {} })],
    ['an empty resource', encode({ att: { '': { 'a/b': [{}] } } })],
    ['a resource without abilities', encode({ att: { eip155: {} } })],
    ['an ability without a namespace', encode({ att: { eip155: { personal_sign: [{}] } } })],
    ['an ability with a space', encode({ att: { eip155: { 'request/a b': [{}] } } })],
    ['limits that are not a list', encode({ att: { eip155: { 'request/a': {} } } })],
    ['a limit that is not an object', encode({ att: { eip155: { 'request/a': ['x'] } } })],
    ['an array for att', encode({ att: [] })],
  ])('error: %s has no sentence', (_name, resource) => {
    expect(recapStatement(resource)).toBeUndefined()
  })
})
