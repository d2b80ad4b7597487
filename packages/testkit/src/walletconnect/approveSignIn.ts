// The wallet's side of one-prompt sign-in (wc_sessionAuthenticate): sign the request's message,
// the CAIP-122 text @gatehouse/walletconnect's formatAuthMessage writes (the statement followed by
// the ReCap sentence of the session's methods), as a CACAO for each requested chain the wallet
// has, in the dapp's order. The session follows from the CACAOs' ReCap (the engine's business).
import {
  createCacao,
  formatAuthMessage,
  type Session,
  SIGN_ERROR_CODES,
  type SignClientEvents,
} from '@gatehouse/walletconnect'
import type { PrivateKeyAccount } from 'viem/accounts'
import { caipChain } from './namespaces'
import type { WalletSide } from './WalletSide'

type SignInRequest = SignClientEvents['authenticate']
type Authenticating = Required<Pick<WalletSide, 'approveAuthenticate' | 'rejectAuthenticate'>>

export async function approveSignIn(
  wallet: Authenticating,
  { id, params }: SignInRequest,
  grant: { account: PrivateKeyAccount; chains: readonly number[] },
): Promise<Session | undefined> {
  const { authPayload } = params
  const chains = authPayload.chains.filter((chain) =>
    grant.chains.some((chainId) => caipChain(chainId) === chain),
  )
  if (!chains.length) {
    // A real wallet refuses what it cannot sign for; the dapp must not wait for a timeout.
    await wallet.rejectAuthenticate({
      id,
      reason: {
        code: SIGN_ERROR_CODES.unsupportedChains,
        message: 'none of the requested chains is supported',
      },
    })
    throw new Error(`sign-in on ${authPayload.chains.join(', ')}: none is this wallet's`)
  }
  const auths = await Promise.all(
    chains.map(async (chain) => {
      const iss = `did:pkh:${chain}:${grant.account.address}`
      const signature = await grant.account.signMessage({
        message: formatAuthMessage(authPayload, iss),
      })
      return createCacao({ payload: authPayload, iss, signature })
    }),
  )
  const { session } = await wallet.approveAuthenticate({ id, auths })
  return session
}

/** The user refusing to sign in: the dapp's request fails with 5000 (user rejected). */
export function rejectSignIn(wallet: Authenticating, { id }: SignInRequest): Promise<void> {
  return wallet.rejectAuthenticate({
    id,
    reason: { code: SIGN_ERROR_CODES.userRejected, message: 'User rejected.' },
  })
}
