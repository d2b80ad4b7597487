// Verify inside the sign clients: the dapp attests each request a person approves before it is
// sent; the wallet resolves the attestation of each such request it receives. Neither side lets
// Verify fail the protocol: a failure is logged, and the wallet then shows the request `unknown`.
import { attestationIdOf } from './attestationIdOf'
import { VERIFIED_METHODS, VERIFY_RESOLVE_RETRY_MS, VERIFY_RESOLVE_TIMEOUT_MS } from './constants'
import type { VerifyClient, VerifyContext } from './VerifyClient'
import { verifyContextOf } from './verifyContextOf'

/** Registers the attestation of `payload` (sent as `text`) when it is a request Verify covers. */
export async function attestRequest(
  verify: VerifyClient | undefined,
  payload: unknown,
  text: string,
  log: (line: string) => void,
): Promise<void> {
  const method = (payload as { method?: unknown } | null)?.method
  if (!verify?.register || typeof method !== 'string' || !VERIFIED_METHODS.has(method)) return
  try {
    await verify.register({ attestationId: await attestationIdOf(text) })
  } catch (cause) {
    log(`attestation of ${method} not registered: ${String(cause)}`)
  }
}

/**
 * The wallet's verdict on a request: the Verify server's origin for its attestation against the
 * dapp's metadata `url` (`unknown` when the server has none, asked twice VERIFY_RESOLVE_RETRY_MS
 * apart, or does not answer in VERIFY_RESOLVE_TIMEOUT_MS); undefined when this client has no
 * Verify.
 */
export async function requestVerifyContext(
  verify: VerifyClient | undefined,
  attestationId: string,
  metadataUrl: string,
  log: (line: string) => void,
): Promise<VerifyContext | undefined> {
  if (!verify?.resolve) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((settle) => {
    timer = setTimeout(() => settle(undefined), VERIFY_RESOLVE_TIMEOUT_MS)
  })
  const resolve = verify.resolve.bind(verify)
  const attested = async () =>
    (await resolve({ attestationId })) ??
    (await new Promise((wait) => setTimeout(wait, VERIFY_RESOLVE_RETRY_MS)).then(() =>
      resolve({ attestationId }),
    ))
  try {
    return verifyContextOf(await Promise.race([attested(), late]), metadataUrl)
  } catch (cause) {
    log(`Verify did not answer: ${String(cause)}`)
    return verifyContextOf(undefined, metadataUrl)
  } finally {
    clearTimeout(timer)
  }
}
