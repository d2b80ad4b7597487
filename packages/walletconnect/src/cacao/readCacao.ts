// A CACAO as a peer sent it, read into its spec shape (CAIP-74) or refused (undefined): every field
// a string where the spec says so, resources a list of strings.
import { isRecord } from '../sign/readSignParams'
import type { Cacao, CacaoPayload } from './CacaoTypes'

const REQUIRED = ['iss', 'domain', 'aud', 'version', 'nonce', 'iat'] as const
const OPTIONAL = ['nbf', 'exp', 'statement', 'requestId'] as const

export function readCacao(value: unknown): Cacao | undefined {
  if (!isRecord(value) || !isRecord(value.h) || !isRecord(value.p) || !isRecord(value.s))
    return undefined
  const { h, p, s } = value
  if (typeof h.t !== 'string' || typeof s.t !== 'string' || typeof s.s !== 'string')
    return undefined
  if (s.m !== undefined && typeof s.m !== 'string') return undefined
  if (!REQUIRED.every((key) => typeof p[key] === 'string')) return undefined
  if (
    !OPTIONAL.every((key) => p[key] === undefined || p[key] === null || typeof p[key] === 'string')
  )
    return undefined
  const { resources } = p
  if (
    resources !== undefined &&
    resources !== null &&
    !(Array.isArray(resources) && resources.every((item) => typeof item === 'string'))
  )
    return undefined
  const payload = Object.fromEntries(
    [...REQUIRED, ...OPTIONAL, 'resources'].flatMap((key) =>
      p[key] === undefined || p[key] === null ? [] : [[key, p[key]]],
    ),
  ) as CacaoPayload
  return {
    h: { t: h.t },
    p: payload,
    s: s.m === undefined ? { t: s.t, s: s.s } : { t: s.t, s: s.s, m: s.m as string },
  }
}
