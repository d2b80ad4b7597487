import type { IWalletKit } from '@reown/walletkit'
import { caipChain } from './namespaces'

/** Tells the dapp of session `topic` that the wallet is now on `chainId`, as a phone does. */
export function emitChainChanged(kit: IWalletKit, topic: string, chainId: number) {
  return kit.emitSessionEvent({
    topic,
    chainId: caipChain(chainId),
    event: { name: 'chainChanged', data: chainId },
  })
}
