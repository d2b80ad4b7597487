// RFC 3986 (URI generic syntax), appendix A, as regular expressions built rule by rule from the
// ABNF, plus the split of a URI into its components (§3). Exact: a string matches a rule's
// expression exactly when the ABNF derives it (ABNF alternation is a union, and an anchored
// backtracking regular expression explores every alternative). No normalisation, no decoding:
// these answer "is it well-formed" and "which part is which", nothing else.
//
// Why not `new URL()`: it implements the WHATWG URL standard, which accepts what RFC 3986 refuses
// (`^`, `|`, a bare `%`, `[` in a path, a second `#`) and refuses what it allows (`uri://@:`).

const ALPHA = 'A-Za-z'
const DIGIT = '0-9'
const HEXDIG = '0-9A-Fa-f'
const UNRESERVED = `${ALPHA}${DIGIT}\\-._~`
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ':/?#\\[\\]@'

const PCT_ENCODED = `%[${HEXDIG}]{2}`
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`

const SCHEME = `[${ALPHA}][${ALPHA}${DIGIT}+\\-.]*`
const USERINFO = `(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*`
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])'
const IPV4_ADDRESS = `${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}`
const H16 = `[${HEXDIG}]{1,4}`
const LS32 = `(?:${H16}:${H16}|${IPV4_ADDRESS})`
/** `[ *n( h16 ":" ) h16 ]`: up to n + 1 groups before a "::". */
const upTo = (n: number) => `(?:(?:${H16}:){0,${n}}${H16})?`
const IPV6_ADDRESS = `(?:${[
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `${upTo(0)}::(?:${H16}:){4}${LS32}`,
  `${upTo(1)}::(?:${H16}:){3}${LS32}`,
  `${upTo(2)}::(?:${H16}:){2}${LS32}`,
  `${upTo(3)}::${H16}:${LS32}`,
  `${upTo(4)}::${LS32}`,
  `${upTo(5)}::${H16}`,
  `${upTo(6)}::`,
].join('|')})`
const IPV_FUTURE = `v[${HEXDIG}]+\\.[${UNRESERVED}${SUB_DELIMS}:]+`
const IP_LITERAL = `\\[(?:${IPV6_ADDRESS}|${IPV_FUTURE})\\]`
// IPv4address is left out of host: every IPv4address is also a reg-name, so the union is the same.
const REG_NAME = `(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*`
const HOST = `(?:${IP_LITERAL}|${REG_NAME})`
const PORT = `[${DIGIT}]*`

const SEGMENT = `${PCHAR}*`
const SEGMENT_NZ = `${PCHAR}+`
const QUERY = `(?:${PCHAR}|[/?])*`
const FRAGMENT = QUERY

const whole = (source: string) => new RegExp(`^(?:${source})$`)

/**
 * Single RFC 3986 rules, matched against a whole string (for tests and for the fields that are
 * one rule: a SIWE scheme is `scheme`, a request id is `*pchar`).
 */
export const RFC3986_RULES = {
  scheme: whole(SCHEME),
  userinfo: whole(USERINFO),
  host: whole(HOST),
  port: whole(PORT),
  'IP-literal': whole(IP_LITERAL),
  IPv4address: whole(IPV4_ADDRESS),
  IPv6address: whole(IPV6_ADDRESS),
  IPvFuture: whole(IPV_FUTURE),
  'reg-name': whole(REG_NAME),
  'pct-encoded': whole(PCT_ENCODED),
  pchar: whole(PCHAR),
  segment: whole(SEGMENT),
  'segment-nz': whole(SEGMENT_NZ),
  query: whole(QUERY),
  fragment: whole(FRAGMENT),
  reserved: whole(`[${GEN_DELIMS}${SUB_DELIMS}]`),
  unreserved: whole(`[${UNRESERVED}]`),
} as const

export type Rfc3986Rule = keyof typeof RFC3986_RULES

/** `authority = [ userinfo "@" ] host [ ":" port ]`, with each part captured. */
const AUTHORITY = new RegExp(`^(?:(${USERINFO})@)?(${HOST})(?::(${PORT}))?$`)

/**
 * `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`, where hier-part is
 * `"//" authority path-abempty / path-absolute / path-rootless / path-empty`. The groups are the
 * components; the path alternatives share one group since only one can apply.
 */
const URI = new RegExp(
  `^(${SCHEME}):` +
    `(?:\\/\\/([^/?#]*)((?:\\/${SEGMENT})*)|(\\/(?:${SEGMENT_NZ}(?:\\/${SEGMENT})*)?|${SEGMENT_NZ}(?:\\/${SEGMENT})*|))` +
    `(?:\\?(${QUERY}))?(?:#(${FRAGMENT}))?$`,
)

export type Rfc3986Authority = {
  /** Absent when there is no `@`; may be empty (`@host`). */
  userinfo?: string
  /** As written: brackets kept on an IP-literal; may be empty. */
  host: string
  /** Absent when there is no `:`; may be empty (`host:`), and has any number of digits. */
  port?: string
}

export type Rfc3986Uri = {
  scheme: string
  /** Absent when the URI has no `//`. */
  authority?: Rfc3986Authority
  /** Possibly empty. */
  path: string
  query?: string
  fragment?: string
}

/** An RFC 3986 authority split into its parts, or undefined when it is not one. */
export function parseRfc3986Authority(text: string): Rfc3986Authority | undefined {
  const match = typeof text === 'string' ? AUTHORITY.exec(text) : null
  if (!match) return undefined
  const [, userinfo, host = '', port] = match
  return {
    ...(userinfo === undefined ? {} : { userinfo }),
    host,
    ...(port === undefined ? {} : { port }),
  }
}

/** An RFC 3986 URI (absolute, optional fragment) split into its components, or undefined. */
export function parseRfc3986Uri(text: string): Rfc3986Uri | undefined {
  const match = typeof text === 'string' ? URI.exec(text) : null
  if (!match) return undefined
  const [, scheme = '', authorityText, abemptyPath, otherPath, query, fragment] = match
  let authority: Rfc3986Authority | undefined
  if (authorityText !== undefined) {
    authority = parseRfc3986Authority(authorityText)
    if (authority === undefined) return undefined
  }
  return {
    scheme,
    ...(authority === undefined ? {} : { authority }),
    path: abemptyPath ?? otherPath ?? '',
    ...(query === undefined ? {} : { query }),
    ...(fragment === undefined ? {} : { fragment }),
  }
}

/** Whether `text` is an RFC 3986 `URI`. */
export function isRfc3986Uri(text: string): boolean {
  return parseRfc3986Uri(text) !== undefined
}
