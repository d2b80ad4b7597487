import type { WalletConnectProvider } from '@gatehouse/walletconnect'
import { type Chain, numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem'
import { ChainNotConfiguredError } from 'wagmi'
import type { ConnectorConfig } from './ConnectorConfig'
import { connectorError } from './connectorError'

/**
 * EIP-3326 through the provider: a chain of the session is switched at once, another is asked of
 * the wallet. The provider emits chainChanged, which reaches wagmi through the connector.
 */
export async function switchSessionChain(
  provider: WalletConnectProvider,
  config: ConnectorConfig,
  chainId: number,
): Promise<Chain> {
  const chain = config.chains.find((candidate) => candidate.id === chainId)
  if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
  try {
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(chainId) }],
    })
  } catch (error) {
    const mapped = connectorError(error)
    if (mapped instanceof UserRejectedRequestError) throw mapped
    throw new SwitchChainError(error as Error)
  }
  return chain
}
