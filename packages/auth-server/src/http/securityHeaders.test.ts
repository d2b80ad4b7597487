// Covers securityHeaders(): each directive from its option, Safe App framing, HSTS over https only,
// nonces, and a bad option named in the error. What a browser does with the policy is e2e's.
import { describe, expect, test } from 'vitest'
import { AuthOptionError } from '../errors/AuthOptionError'
import { createCspNonce, securityHeaders } from './securityHeaders'

/** The CSP as directive name → its sources. */
function csp(headers: Record<string, string>): Record<string, string[]> {
  const policy = headers['Content-Security-Policy'] ?? ''
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const NONCE = 'bm9uY2Utbm9uY2Utbm9uY2U='

describe('given no options', () => {
  const headers = securityHeaders()
  const policy = csp(headers)

  test('behavior: only the page itself may run script, style, fetch and fonts', () => {
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['style-src']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['font-src']).toEqual(["'self'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'self'"])
  })

  test('behavior: images from the page, data: and any https host (ENS avatars)', () => {
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:'])
  })

  test('behavior: nobody may frame the page', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(headers['X-Frame-Options']).toBe('DENY')
  })

  test('behavior: referrer, permissions, nosniff and opener headers; no HSTS over http', () => {
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
    const denied = headers['Permissions-Policy']?.split(', ')
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(denied).toContain(feature)
    expect(headers['Strict-Transport-Security']).toBeUndefined()
  })

  test('behavior: no inline script or style, no eval, no wildcard anywhere', () => {
    const text = headers['Content-Security-Policy']
    expect(text).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })
})

describe('given what the app talks to', () => {
  const policy = csp(
    securityHeaders({
      rpcUrls: [
        'https://eth.example/v1/key?x=1',
        'http://127.0.0.1:8545',
        'https://eth.example/other',
      ],
      walletConnectRelayUrl: 'wss://relay.walletconnect.org',
      safeGatewayUrl: 'https://safe-client.safe.global/v1',
      connectSources: ['https://api.example'],
    }),
  )

  test('behavior: connect-src is the page, each RPC origin once, the relay (wss + https), the gateway and the extras', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://eth.example',
      'http://127.0.0.1:8545',
      'wss://relay.walletconnect.org',
      'https://relay.walletconnect.org',
      'https://safe-client.safe.global',
      'https://api.example',
    ])
  })

  test('behavior: WalletConnect Verify, when on, may be fetched and framed; otherwise nothing is framed', () => {
    const on = csp(securityHeaders({ walletConnectVerifyUrl: 'https://verify.walletconnect.org' }))
    expect(on['connect-src']).toEqual(["'self'", 'https://verify.walletconnect.org'])
    expect(on['frame-src']).toEqual(['https://verify.walletconnect.org'])
    expect(csp(securityHeaders())['frame-src']).toBeUndefined()
  })

  test('behavior: a plain ws relay (a local one) is allowed as ws and http', () => {
    const local = csp(securityHeaders({ walletConnectRelayUrl: 'ws://127.0.0.1:4230' }))
    expect(local['connect-src']).toEqual(["'self'", 'ws://127.0.0.1:4230', 'http://127.0.0.1:4230'])
  })
})

describe('given Safe App mode', () => {
  const headers = securityHeaders({
    safeHostOrigins: ['https://app.safe.global', 'http://127.0.0.1:4240'],
  })

  test('behavior: exactly the Safe hosts may frame the page, and no X-Frame-Options', () => {
    expect(csp(headers)['frame-ancestors']).toEqual([
      'https://app.safe.global',
      'http://127.0.0.1:4240',
    ])
    expect(headers['X-Frame-Options']).toBeUndefined()
  })

  test('behavior: an empty list is no Safe App: framing is denied', () => {
    const none = securityHeaders({ safeHostOrigins: [] })
    expect(csp(none)['frame-ancestors']).toEqual(["'none'"])
    expect(none['X-Frame-Options']).toBe('DENY')
  })
})

describe('given other options', () => {
  test('behavior: https sends HSTS for a year', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe('max-age=31536000')
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined()
  })

  test('behavior: a style nonce allows nonced <style> elements only', () => {
    const policy = csp(securityHeaders({ styleNonce: NONCE }))
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${NONCE}'`])
    expect(policy['script-src']).toEqual(["'self'"])
  })

  test('behavior: styleAttributes allows style attributes in server HTML, not <style> elements', () => {
    const policy = csp(securityHeaders({ styleNonce: NONCE, styleAttributes: true }))
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"])
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${NONCE}'`])
    expect(csp(securityHeaders())['style-src-attr']).toBeUndefined()
  })

  test('behavior: a script nonce allows nonced scripts and what they load (strict-dynamic)', () => {
    const policy = csp(securityHeaders({ scriptNonce: NONCE }))
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"])
  })

  test('behavior: imageSources narrows img-src (on-chain avatars only)', () => {
    expect(csp(securityHeaders({ imageSources: ['data:'] }))['img-src']).toEqual([
      "'self'",
      'data:',
    ])
  })

  test('behavior: createCspNonce gives a fresh value securityHeaders accepts', () => {
    const [a, b] = [createCspNonce(), createCspNonce()]
    expect(a).not.toBe(b)
    expect(csp(securityHeaders({ styleNonce: a }))['style-src']).toContain(`'nonce-${a}'`)
  })
})

describe('given a bad option', () => {
  const cases: [string, Parameters<typeof securityHeaders>[0]][] = [
    ['rpcUrls[1]', { rpcUrls: ['https://ok.example', 'not a url'] }],
    ['rpcUrls[0]', { rpcUrls: ['ftp://files.example'] }],
    ['walletConnectRelayUrl', { walletConnectRelayUrl: 'relay.walletconnect.org' }],
    ['safeGatewayUrl', { safeGatewayUrl: 'javascript:alert(1)' }],
    ['walletConnectVerifyUrl', { walletConnectVerifyUrl: 'wss://verify.example' }],
    ['connectSources[0]', { connectSources: ["'unsafe-eval'"] }],
    ['safeHostOrigins[0]', { safeHostOrigins: ['https://app.safe.global/apps'] }],
    ['safeHostOrigins[0]', { safeHostOrigins: ['*'] }],
    ['imageSources[0]', { imageSources: ['http:'] }],
    ['imageSources[0]', { imageSources: ["https://x.example; script-src 'unsafe-inline'"] }],
    ['styleNonce', { styleNonce: 'short' }],
    ['scriptNonce', { scriptNonce: `${NONCE}'; script-src *` }],
  ]
  test.each(cases)('error: %s is named', (option, options) => {
    expect(() => securityHeaders(options)).toThrow(AuthOptionError)
    expect(() => securityHeaders(options)).toThrow(
      new RegExp(`^${option.replace(/[[\]]/g, '\\$&')}: `),
    )
  })
})
