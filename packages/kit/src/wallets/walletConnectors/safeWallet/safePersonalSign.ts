// Safe{Wallet} answers a message to sign with the message's hash while the owners still have to
// confirm it (NEEDS_CONFIRMATION), and the Safe Apps provider then resolves personal_sign with
// '0x'. This Safe quirk stays here, in the wallet: the connector's provider resolves personal_sign
// only with the Safe's signature, once the owners have CONFIRMED the message, so an app (and the
// sign-in dialog) simply calls signMessage.
import { hexToString, isHex, toHex, UnsupportedProviderMethodError } from 'viem'
import { sameAddress } from '../../../core/connectionStatus'
import { SafeAddressMismatchError, signSafeAppMessage } from '../../../safe/facade'
import type { SafeAppAccess } from './safeAppAccess'

type RequestArguments = { method: string; params?: unknown }
type Requester = { request(args: RequestArguments): Promise<unknown> }

/**
 * viem sends the message hex-encoded; the Safe is asked to sign the text it encodes (what the
 * message's reader sees, and what EIP-191 hashes), or the bytes as given when they are not text.
 */
export function personalMessageOf(message: string): string {
  if (!isHex(message) || message.length % 2 !== 0) return message
  const text = hexToString(message)
  return toHex(text) === message.toLowerCase() && !text.includes('\uFFFD') ? text : message
}

const wrapped = new WeakSet<object>()

/**
 * The Safe Apps provider refuses a method it lacks (wallet_watchAsset, say) with a plain
 * `Error('"{method}" not implemented')` and no code; as viem's 4200 error, callers that ask
 * "does the wallet support this?" (watchAsset, the chain modal) get their answer.
 */
export function asUnsupportedMethod(error: unknown, method: string): unknown {
  return error instanceof Error && error.message === `"${method}" not implemented`
    ? new UnsupportedProviderMethodError(error, { method })
    : error
}

/**
 * Makes `provider`'s personal_sign wait for the Safe's confirmed signature (once per provider;
 * every other request goes through, a "not implemented" refusal becoming viem's 4200 error). `signal` aborts a wait, e.g. on disconnect.
 */
export function withSafePersonalSign<P extends Requester>(
  provider: P,
  access: Pick<SafeAppAccess, 'sdk'>,
  signal: () => AbortSignal | undefined,
): P {
  if (wrapped.has(provider)) return provider
  const request = provider.request.bind(provider)
  provider.request = async (args: RequestArguments) => {
    if (args.method !== 'personal_sign')
      return request(args).catch((error: unknown) => {
        throw asUnsupportedMethod(error, args.method)
      })
    const [message, address] = Array.isArray(args.params) ? (args.params as unknown[]) : []
    const accounts = await request({ method: 'eth_accounts' })
    const safe = Array.isArray(accounts) ? accounts[0] : undefined
    // §8 address mismatch, as the Safe Apps provider itself answers it.
    if (
      typeof message !== 'string' ||
      typeof address !== 'string' ||
      typeof safe !== 'string' ||
      !sameAddress(safe, address)
    )
      throw new SafeAddressMismatchError()
    return signSafeAppMessage(await access.sdk(), personalMessageOf(message), {
      signal: signal(),
    })
  }
  wrapped.add(provider)
  return provider
}
