// The Safe App hosts an integrator allows (`safeAllowedDomains`, safeWallet's `allowedDomains`),
// as the anchored patterns isInsideSafeHost and the Safe Apps SDK match a framing page's origin
// against. An origin string is the easy, safe way (compiled to `^origin$`); a RegExp is accepted
// only when it cannot match more than its author meant: `^…$` around the whole pattern, no `|`
// outside a group, no `m` flag. `/app.safe.global/` would accept
// `https://app.safe.global.evil.example` (issue 24), so it is refused with a typed error.
import { InvalidSafeAllowedDomainError } from '../../../safe/facade'

/** An origin (`https://app.safe.global`) or an anchored RegExp of origins. */
export type SafeAllowedDomain = string | RegExp

const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\/]/g

/**
 * Whether `source` matches whole origins only: `^` first, an unescaped `$` last, no `|` outside
 * every group and character class (a branch that would escape ^…$). One pass: this runs as the
 * app's config is created, so its size counts in the first render.
 */
function isAnchored(source: string): boolean {
  let depth = 0
  let inClass = false
  let escaped = false
  const last = source.length - 1
  for (let i = 1; i <= last; i++) {
    const char = source[i]
    if (escaped) {
      if (i === last) return false // `\$`: a dollar sign, not the end
      escaped = false
    } else if (char === '\\') escaped = true
    else if (inClass) inClass = char !== ']'
    else if (char === '[') inClass = true
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === '|' && depth === 0) return false
  }
  return source[0] === '^' && source[last] === '$'
}

function compileOne(domain: SafeAllowedDomain): RegExp {
  if (typeof domain === 'string') {
    let url: URL | undefined
    try {
      url = new URL(domain)
    } catch {}
    if (!url || url.origin !== domain || !/^https?:$/.test(url.protocol)) {
      throw new InvalidSafeAllowedDomainError(
        JSON.stringify(domain),
        'is not an origin (https://host[:port], such as https://app.safe.global)',
      )
    }
    return new RegExp(`^${domain.replace(REGEXP_SPECIALS, '\\$&')}$`)
  }
  if (domain instanceof RegExp) {
    if (!isAnchored(domain.source) || domain.flags.includes('m')) {
      throw new InvalidSafeAllowedDomainError(
        String(domain),
        'is not anchored: give an origin string, or a RegExp from ^ to $ with no top-level |',
      )
    }
    // A fresh copy without g/y: their lastIndex would make test() answer differently each time.
    return new RegExp(domain.source, domain.flags.replace(/[gy]/g, ''))
  }
  throw new InvalidSafeAllowedDomainError(
    String(domain),
    'is neither an origin string nor a RegExp',
  )
}

/** The anchored patterns for `domains`; throws InvalidSafeAllowedDomainError for a bad entry. */
export function compileSafeAllowedDomains(domains: readonly SafeAllowedDomain[]): RegExp[] {
  return domains.map(compileOne)
}
