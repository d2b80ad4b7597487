// Which Verify server the dapp side's WalletConnect SDK asks for attestations, and that the kit's
// switch reaches the installed SDK's Verify client (whose frame URL and register() it replaces).
import { VERIFY_SERVER_V3, Verify } from '@walletconnect/core'
import { getDefaultLoggerOptions, pino } from '@walletconnect/logger'
import { describe, expect, test } from 'vitest'
import { applyVerifyUrl } from './applyVerifyUrl'
import { resolveVerifyUrl, WALLETCONNECT_VERIFY_URL } from './walletConnectVerify'

describe('resolveVerifyUrl', () => {
  test.each([
    [{}, WALLETCONNECT_VERIFY_URL],
    [{ relayUrl: 'wss://relay.walletconnect.org' }, WALLETCONNECT_VERIFY_URL],
    [{ relayUrl: 'wss://relay.walletconnect.com' }, WALLETCONNECT_VERIFY_URL],
    [{ relayUrl: 'ws://127.0.0.1:4230' }, false],
    [{ relayUrl: 'wss://relay.example.com' }, false],
    [{ relayUrl: 'wss://walletconnect.org.example.com' }, false],
    [{ verifyUrl: false as const }, false],
    [
      { relayUrl: 'ws://127.0.0.1:4230', verifyUrl: 'https://verify.example.com/' },
      'https://verify.example.com',
    ],
    [{ verifyUrl: WALLETCONNECT_VERIFY_URL }, WALLETCONNECT_VERIFY_URL],
  ])('behavior: %j → %j', (parameters, expected) => {
    expect(resolveVerifyUrl(parameters)).toBe(expected)
  })
})

/** The installed SDK's Verify client, as a provider holds it (signer.client.core.verify). */
function sdkVerify() {
  const core = { customStoragePrefix: '', projectId: 'test' }
  const store = {
    getItem: async () => undefined,
    setItem: async () => {},
    removeItem: async () => {},
  }
  const logger = pino(getDefaultLoggerOptions({ level: 'silent' }))
  const verify = new Verify(core as never, logger, store as never)
  return { verify, provider: { signer: { client: { core: { verify } } } } }
}

describe('applyVerifyUrl', () => {
  test('behavior: the SDK keeps the frame URL where the kit sets it', () => {
    const { verify } = sdkVerify()
    expect(verify).toHaveProperty('verifyUrlV3', VERIFY_SERVER_V3)
    expect(VERIFY_SERVER_V3).toBe(`${WALLETCONNECT_VERIFY_URL}/v3`)
  })

  test('behavior: an operator URL becomes the attestation frame base', () => {
    const { verify, provider } = sdkVerify()
    applyVerifyUrl(provider, 'https://verify.example.com')
    expect(verify).toHaveProperty('verifyUrlV3', 'https://verify.example.com/v3')
  })

  test('behavior: off registers nothing and answers an empty attestation', async () => {
    const { verify, provider } = sdkVerify()
    applyVerifyUrl(provider, false)
    expect(Object.hasOwn(verify, 'register')).toBe(true)
    await expect(verify.register({ id: 'a', decryptedId: 'b' })).resolves.toBe('')
  })

  test('behavior: a provider without a Verify client is left alone', () => {
    expect(() => applyVerifyUrl(undefined, false)).not.toThrow()
    expect(() => applyVerifyUrl({ signer: {} }, 'https://verify.example.com')).not.toThrow()
  })
})
