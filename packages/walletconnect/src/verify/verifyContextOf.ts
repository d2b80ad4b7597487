import type { VerifyContext } from './VerifyClient'

/** The wallet's verdict: the attested origin against the origin of the dapp's metadata `url`. */
export function verifyContextOf(attested: string | undefined, metadataUrl: string): VerifyContext {
  if (attested === undefined) return { validation: 'unknown' }
  let claimed: string | undefined
  try {
    claimed = new URL(metadataUrl).origin
  } catch {
    claimed = undefined
  }
  return { validation: attested === claimed ? 'valid' : 'invalid', origin: attested }
}
