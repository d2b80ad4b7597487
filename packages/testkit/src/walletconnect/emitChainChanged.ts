import { caipChain } from './namespaces'
import type { WalletSide } from './WalletSide'

/** Tells the dapp of session `topic` that the wallet is now on `chainId`, as a phone does. */
export function emitChainChanged(wallet: WalletSide, topic: string, chainId: number) {
  return wallet.emit({
    topic,
    chainId: caipChain(chainId),
    event: { name: 'chainChanged', data: chainId },
  })
}
