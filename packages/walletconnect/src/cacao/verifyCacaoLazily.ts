// verifyCacao as the engines call it: loaded on first use. Its code (the signer's recovery with
// secp256k1 and keccak, the message's formatting, 9 KB gzip in a Vite build) is a chunk of its own
// (tsdown.config.ts), so a dapp downloads it only once a wallet answers a sign-in, not when the
// visitor chooses WalletConnect. The package also exports the synchronous verifyCacao, for a
// caller that wants the check without a promise; the engines never import it statically.
import type { AuthPayload } from './CacaoTypes'
import type { VerifiedCacao } from './VerifiedCacao'

/**
 * verifyCacao (one CACAO a wallet answered wc_sessionAuthenticate with, checked against the
 * request it answers: fields, chain, time window, EIP-191 signature by its issuer), with its code
 * loaded on first use; rejects with CacaoError when the check fails.
 */
export async function verifyCacaoLazily(
  value: unknown,
  request: AuthPayload,
  now?: Date,
): Promise<VerifiedCacao> {
  const { verifyCacao } = await import('./verifyCacao')
  return verifyCacao(value, request, now)
}
