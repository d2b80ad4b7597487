// The Safe App hosts an integrator allows (`safeAllowedDomains`, safeWallet's `allowedDomains`),
// as the anchored patterns isInsideSafeHost and the Safe Apps SDK match a framing page's origin
// against. An origin string is the easy, safe way (compiled to `^origin$`); a RegExp is accepted
// only when it cannot match more than its author meant: `^…$` around the whole pattern, no `|`
// outside a group, no `m` flag. `/app.safe.global/` would accept
// `https://app.safe.global.evil.example` (issue 24), so it is refused with a typed error.
import { InvalidSafeAllowedDomainError } from '../../../errors/safe'

/** An origin (`https://app.safe.global`) or an anchored RegExp of origins. */
export type SafeAllowedDomain = string | RegExp

const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\/]/g

/** Whether `|` appears outside every group and character class (a branch that escapes ^…$). */
function hasTopLevelAlternation(source: string): boolean {
  let depth = 0
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (char === '\\') {
      i++
      continue
    }
    if (inClass) {
      if (char === ']') inClass = false
    } else if (char === '[') inClass = true
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === '|' && depth === 0) return true
  }
  return false
}

/** Whether the pattern's last `$` is a real anchor (not `\$`). */
function endsAnchored(source: string): boolean {
  if (!source.endsWith('$')) return false
  let backslashes = 0
  for (let i = source.length - 2; i >= 0 && source[i] === '\\'; i--) backslashes++
  return backslashes % 2 === 0
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
        'is not an origin: write it as https://host[:port], such as https://app.safe.global',
      )
    }
    return new RegExp(`^${domain.replace(REGEXP_SPECIALS, '\\$&')}$`)
  }
  if (domain instanceof RegExp) {
    const anchored =
      domain.source.startsWith('^') &&
      endsAnchored(domain.source) &&
      !hasTopLevelAlternation(domain.source) &&
      !domain.flags.includes('m')
    if (!anchored) {
      throw new InvalidSafeAllowedDomainError(
        String(domain),
        'is not anchored: give the origin as a string ("https://app.safe.global") or a RegExp from ^ to $ without a top-level |',
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
