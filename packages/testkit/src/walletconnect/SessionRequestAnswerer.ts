// The wallet's side of session requests: log each one, play the test's scripted outcome, then
// answer with a test handler or the built-in behaviour (sign, send to the local node, switch, and
// EIP-5792 batches through the EIP-6963 test wallet's WalletCalls, executed on the local node).
import type { SessionRequest } from '@gatehouse/walletconnect'
import { type Address, createWalletClient, http, isAddressEqual } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  CHAIN_DISCONNECTED,
  INTERNAL_ERROR,
  ProviderError,
  UNAUTHORIZED,
  UNRECOGNIZED_CHAIN,
  UNSUPPORTED_METHOD,
} from '../testWallet/ProviderError'
import { ScriptedOutcomes } from '../testWallet/ScriptedOutcomes'
import type { WalletCalls } from '../testWallet/walletCalls'
import {
  chainIdParam,
  messageParam,
  transactionParam,
  typedDataParam,
} from '../testWallet/walletParams'
import { emitChainChanged } from './emitChainChanged'
import type { RequestHandler, WalletConnectRequest } from './NodeWalletConnectWalletOptions'
import { eip155ChainId, sessionChainIds } from './namespaces'
import type { WalletSide } from './WalletSide'

type RpcError = { code: number; message: string; data?: string }

export class SessionRequestAnswerer {
  /** Every session request the dapp sent, in order (scripted ones included). */
  readonly log: WalletConnectRequest[] = []
  readonly scripted = new ScriptedOutcomes()
  readonly handlers = new Map<string, RequestHandler>()

  constructor(
    private readonly wallet: WalletSide,
    private readonly self: {
      account: PrivateKeyAccount
      address: Address
      rpcUrls: Readonly<Record<number, string>>
      calls: WalletCalls
    },
  ) {}

  async answer(request: SessionRequest): Promise<void> {
    const { id, topic, method } = request
    const chainId = eip155ChainId(request.chainId)
    // Wire params are untyped JSON.
    const wireParams: unknown = request.params
    this.log.push({ topic, chainId, method, params: wireParams })
    const list = Array.isArray(wireParams)
      ? wireParams
      : wireParams === undefined
        ? []
        : [wireParams]
    let reply: { result: unknown } | { error: RpcError }
    try {
      await this.scripted.play(method)
      reply = { result: (await this.dispatch(topic, chainId, method, list)) ?? null }
    } catch (error) {
      reply = { error: toRpcError(error) }
    }
    try {
      await this.wallet.respond({ topic, id, ...reply })
      // Like a phone wallet: answer the switch, then tell every listener the chain changed.
      if (method === 'wallet_switchEthereumChain' && 'result' in reply) {
        await emitChainChanged(this.wallet, topic, chainIdParam(method, list))
      }
    } catch {
      // The session may have been deleted meanwhile; the dapp then no longer waits.
    }
  }

  private async dispatch(
    topic: string,
    chainId: number | undefined,
    method: string,
    params: readonly unknown[],
  ): Promise<unknown> {
    const handler = this.handlers.get(method)
    if (handler) return handler({ chainId, params })
    const { account, calls } = this.self
    if (calls.handles(method)) {
      if (chainId === undefined || !this.self.rpcUrls[chainId])
        throw new ProviderError(CHAIN_DISCONNECTED, `no local node for chain ${chainId}`)
      return calls.dispatch(method, params, chainId)
    }
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: messageParam(params) })
      case 'eth_signTypedData_v4':
        // Wire format is untyped JSON; viem validates domain, types and message while hashing.
        return account.signTypedData(
          typedDataParam(params) as Parameters<PrivateKeyAccount['signTypedData']>[0],
        )
      case 'eth_sendTransaction':
        return this.sendTransaction(chainId, params)
      case 'wallet_switchEthereumChain': {
        const target = chainIdParam(method, params)
        if (!this.grants(topic, target)) {
          throw new ProviderError(UNRECOGNIZED_CHAIN, `Chain ${target} is not in this session.`)
        }
        return null
      }
      default:
        throw new ProviderError(UNSUPPORTED_METHOD, `${method} is not supported by the test wallet`)
    }
  }

  private grants(topic: string, chainId: number): boolean {
    const session = this.wallet.sessions().find((candidate) => candidate.topic === topic)
    return session !== undefined && sessionChainIds(session.namespaces).includes(chainId)
  }

  private async sendTransaction(chainId: number | undefined, params: readonly unknown[]) {
    const { account, address, rpcUrls } = this.self
    const url = chainId === undefined ? undefined : rpcUrls[chainId]
    if (!url) throw new ProviderError(CHAIN_DISCONNECTED, `no local node for chain ${chainId}`)
    const { from, ...tx } = transactionParam(params)
    if (from && !isAddressEqual(from, address)) {
      throw new ProviderError(UNAUTHORIZED, `account ${from} is not connected to this wallet`)
    }
    const client = createWalletClient({ account, transport: http(url) })
    return client.sendTransaction({ ...tx, chain: null })
  }
}

function toRpcError(error: unknown): RpcError {
  if (error instanceof ProviderError) {
    const data = typeof error.data === 'string' ? error.data : undefined
    return { code: error.code, message: error.message, data }
  }
  return { code: INTERNAL_ERROR, message: error instanceof Error ? error.message : String(error) }
}
