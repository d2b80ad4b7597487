// The wallet's side of a session proposal: grant what it can of what the dapp asked, or refuse.
import { SIGN_ERROR_CODES, type SignClientEvents } from '@gatehouse/walletconnect'
import type { Address } from 'viem'
import { approvedNamespaces } from './approvedNamespaces'
import type { WalletConnectSession } from './NodeWalletConnectWalletOptions'
import type { WalletSide } from './WalletSide'

/** Approves `proposal` for `address` on `chains`; rejects it when none of them can be granted. */
export async function approveProposal(
  wallet: WalletSide,
  { id, params }: SignClientEvents['proposal'],
  grant: { address: Address; chains: readonly number[] },
): Promise<WalletConnectSession> {
  let namespaces: ReturnType<typeof approvedNamespaces>
  try {
    namespaces = approvedNamespaces(params, grant)
  } catch (error) {
    // A real wallet refuses what it cannot grant; the dapp must not wait for a timeout.
    await wallet.reject({
      id,
      reason: { code: SIGN_ERROR_CODES.unsupportedChains, message: String(error) },
    })
    throw error
  }
  return wallet.approve({ id, namespaces })
}
