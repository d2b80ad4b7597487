// The response headers that keep a wallet app's pages from running injected script or being
// framed by a stranger: a Content-Security-Policy built from what the app talks to, plus
// Referrer-Policy, Permissions-Policy, X-Frame-Options, X-Content-Type-Options, COOP and (over
// https) HSTS. A plain record, so the same call serves Hono, Next.js's headers() or middleware,
// and plain Node. Not hono/secure-headers: its record is Hono-only and its defaults do not fit
// (HSTS on every response, even over http; COOP same-origin, which cuts the Coinbase Wallet
// popup off from its opener; X-Frame-Options SAMEORIGIN where a Safe App needs its hosts).
import { AuthOptionError } from '../errors/AuthOptionError'

export type SecurityHeadersOptions = {
  /** The JSON-RPC URLs the page reads chains from (each becomes a connect-src origin). */
  rpcUrls?: readonly string[]
  /**
   * The WalletConnect relay, when WalletConnect is on: its ws(s) origin and the http(s) origin of
   * the same host. Give the SDK's default (`wss://relay.walletconnect.org`) if you set none.
   */
  walletConnectRelayUrl?: string
  /**
   * WalletConnect Verify, when on: the SDK fetches from it and frames it (connect-src and
   * frame-src). Its default is `https://verify.walletconnect.org`; leave unset when Verify is off.
   */
  walletConnectVerifyUrl?: string
  /** The Safe Client Gateway the kit reads Safe transactions from (`safeGatewayUrl`). */
  safeGatewayUrl?: string
  /** Any other origin the page fetches from (e.g. your API on another host). */
  connectSources?: readonly string[]
  /**
   * Safe App mode: the exact origins allowed to frame the page (the kit's `safeAllowedDomains`,
   * as origins). Unset or empty: `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
   */
  safeHostOrigins?: readonly string[]
  /**
   * img-src besides 'self'. Default `['data:', 'https:']`: an ENS avatar is whatever URL its
   * owner set (any https host, an IPFS or Arweave gateway, or a data: URI), so a list of hosts
   * would hide most avatars. Pass `['data:']` to show only on-chain avatars.
   */
  imageSources?: readonly string[]
  /**
   * A fresh random value per response, for the `<style>` elements the kit writes
   * (`GatehouseProvider`'s `nonce`) and Radix's scroll lock; without it style-src is 'self' only.
   */
  styleNonce?: string
  /**
   * Server-rendered pages (Next.js): allow `style` attributes in the HTML (`style-src-attr
   * 'unsafe-inline'`). React writes its `style` prop as one, and the kit sizes and colours its
   * avatar and chain icons that way; in the browser React sets them through CSSOM, which needs
   * nothing. An attribute holds no selectors, so `<style>` elements still need the nonce.
   */
  styleAttributes?: boolean
  /**
   * A per-response nonce for inline scripts (Next.js App Router's bootstrap scripts), with
   * 'strict-dynamic'. Unset: `script-src 'self'`, no inline script at all.
   */
  scriptNonce?: string
  /** The page is served over https (e.g. APP_ORIGIN starts with https://): send HSTS. */
  https?: boolean
}

/** Header name → value; every value is one line, safe to hand to any framework. */
export type SecurityHeaders = Record<string, string>

/** One year; no includeSubDomains or preload: other hosts of the domain are not ours to decide. */
const HSTS = 'max-age=31536000'

/** Features a wallet app never uses, denied to the page and anything it frames. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** A scheme source such as `data:` or `https:`. */
const SCHEME_SOURCE = /^[a-z][a-z0-9+.-]*:$/
/** base64 or base64url, as CSP's nonce-source allows; 16 characters at least (~96 bits). */
const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/

function parseUrl(option: string, value: string, protocols: readonly string[]): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new AuthOptionError(option, `"${value}" is not a URL`)
  }
  if (!protocols.includes(url.protocol)) {
    throw new AuthOptionError(
      option,
      `"${value}" must use ${protocols.map((p) => p.slice(0, -1)).join(', ')}`,
    )
  }
  return url
}

const CONNECT_PROTOCOLS = ['https:', 'http:', 'wss:', 'ws:']

/** A URL the page connects to, as the origin CSP matches (its path and query dropped). */
function connectOrigin(option: string, value: string): string {
  return parseUrl(option, value, CONNECT_PROTOCOLS).origin
}

/** An origin exactly: a path, query or credentials would be ignored by CSP, so refuse them. */
function exactOrigin(option: string, value: string): string {
  const url = parseUrl(option, value, ['https:', 'http:'])
  if (url.origin !== value.replace(/\/$/, '')) {
    throw new AuthOptionError(option, `"${value}" is not an origin (scheme://host[:port])`)
  }
  return url.origin
}

function relaySources(value: string): string[] {
  const url = parseUrl('walletConnectRelayUrl', value, CONNECT_PROTOCOLS)
  const secure = url.protocol === 'wss:' || url.protocol === 'https:'
  return [`${secure ? 'wss' : 'ws'}://${url.host}`, `${secure ? 'https' : 'http'}://${url.host}`]
}

function imageSource(option: string, value: string): string {
  if (SCHEME_SOURCE.test(value)) {
    if (value === 'http:') throw new AuthOptionError(option, 'http: would allow mixed content')
    return value
  }
  return exactOrigin(option, value)
}

function nonce(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  if (!NONCE.test(value)) {
    throw new AuthOptionError(
      option,
      'must be base64 of 16 or more random bytes, fresh per response',
    )
  }
  return `'nonce-${value}'`
}

const unique = (values: readonly string[]) => [...new Set(values)]
const each = (option: string, values: readonly string[] | undefined, parse: typeof connectOrigin) =>
  (values ?? []).map((value, i) => parse(`${option}[${i}]`, value))

/**
 * The security headers for a page of a wallet app; throws AuthOptionError naming the option
 * (`rpcUrls[1]`, `styleNonce`) when a value is not what it must be.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): SecurityHeaders {
  const connect = unique([
    "'self'",
    ...each('rpcUrls', options.rpcUrls, connectOrigin),
    ...(options.walletConnectRelayUrl ? relaySources(options.walletConnectRelayUrl) : []),
    ...(options.safeGatewayUrl ? [connectOrigin('safeGatewayUrl', options.safeGatewayUrl)] : []),
    ...each('connectSources', options.connectSources, connectOrigin),
  ])
  const verify = options.walletConnectVerifyUrl
    ? parseUrl('walletConnectVerifyUrl', options.walletConnectVerifyUrl, ['https:', 'http:']).origin
    : undefined
  if (verify) connect.push(...(connect.includes(verify) ? [] : [verify]))
  const ancestors = unique(each('safeHostOrigins', options.safeHostOrigins, exactOrigin))
  const images = unique([
    "'self'",
    ...each('imageSources', options.imageSources ?? ['data:', 'https:'], imageSource),
  ])
  const styleNonce = nonce('styleNonce', options.styleNonce)
  const scriptNonce = nonce('scriptNonce', options.scriptNonce)
  const directives = [
    "default-src 'none'",
    // 'strict-dynamic' lets a nonced script load its chunks; browsers then ignore 'self'.
    `script-src 'self'${scriptNonce ? ` ${scriptNonce} 'strict-dynamic'` : ''}`,
    `style-src 'self'${styleNonce ? ` ${styleNonce}` : ''}`,
    ...(options.styleAttributes ? ["style-src-attr 'unsafe-inline'"] : []),
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    ...(verify ? [`frame-src ${verify}`] : []),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ]
  return {
    'Content-Security-Policy': directives.join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'X-Content-Type-Options': 'nosniff',
    // Wallet popups (Coinbase) keep their opener; a page that opens this one does not get it.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // Older browsers without frame-ancestors; it cannot list hosts, so a Safe App sends none.
    ...(ancestors.length === 0 ? { 'X-Frame-Options': 'DENY' } : {}),
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  }
}

/** A fresh CSP nonce: base64 of 16 random bytes (Web Crypto, so Node, Edge and browsers). */
export function createCspNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}
