// The wallet's side of a session proposal: grant what it can of what the dapp asked, or refuse.
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Address } from 'viem'
import type { WalletConnectSession } from './NodeWalletConnectWalletOptions'
import { caipAccount, caipChain, WALLET_EVENTS, WALLET_METHODS } from './namespaces'

/** Approves `proposal` for `address` on `chains`; rejects it when none of them can be granted. */
export async function approveProposal(
  kit: IWalletKit,
  { id, params }: WalletKitTypes.SessionProposal,
  grant: { address: Address; chains: readonly number[] },
): Promise<WalletConnectSession> {
  const { address, chains } = grant
  let namespaces: ReturnType<typeof buildApprovedNamespaces>
  try {
    namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: chains.map(caipChain),
          methods: [...WALLET_METHODS],
          events: [...WALLET_EVENTS],
          accounts: chains.map((chainId) => caipAccount(chainId, address)),
        },
      },
    })
  } catch (error) {
    // A real wallet refuses what it cannot grant; the dapp must not wait for a timeout.
    await kit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
    throw error
  }
  return kit.approveSession({ id, namespaces })
}
