// Where each EIP-1193 request goes, as Reown's ethereum-provider sends them: accounts and chain
// answered here, chain switches within the session made here, the wallet's methods to the wallet
// as session requests on the current chain, and everything else (reads) to the app's own node,
// never over the session: the wallet would have to be online, and asked, for an eth_call.
import type { DappClient } from '../engine/createDappClient'
import { isMethodGranted } from '../engine/sessionGrants'
import { ProviderRpcError } from '../errors/providerRpc'
import { EIP1193_ERROR_CODES, PROVIDER_WALLET_METHODS } from './constants'
import type { ProviderState } from './ProviderState'
import { requestOverHttp } from './requestOverHttp'
import { parseChainId, toCaip2, toHexChainId } from './sessionChains'
import type { ProviderChain, ReadRequest } from './WalletConnectProviderOptions'

export type Routing = {
  state: ProviderState
  client: Pick<DappClient, 'request'>
  chains: readonly ProviderChain[]
  readRequest: ReadRequest | undefined
  enable(): Promise<string[]>
}

type RequestArguments = { method: string; params?: unknown }

const WALLET_METHODS: ReadonlySet<string> = new Set(PROVIDER_WALLET_METHODS)

export async function routeRequest(routing: Routing, args: RequestArguments): Promise<unknown> {
  const { state } = routing
  switch (args.method) {
    case 'eth_accounts':
      return state.accounts
    case 'eth_requestAccounts':
      return routing.enable()
    case 'eth_chainId':
      return toHexChainId(state.chainId)
    case 'wallet_switchEthereumChain':
      return switchChain(routing, args)
    default:
      return WALLET_METHODS.has(args.method) ? toWallet(routing, args) : toNode(routing, args)
  }
}

/** A session request on the current chain; refused here when the session does not grant it. */
function toWallet({ state, client }: Routing, { method, params }: RequestArguments) {
  const { session, chainId } = state
  if (!session)
    throw new ProviderRpcError(`${method} needs a WalletConnect session`, {
      code: EIP1193_ERROR_CODES.unauthorized,
    })
  if (!isMethodGranted(session.namespaces, toCaip2(chainId), method))
    throw new ProviderRpcError(`the wallet does not support ${method} on chain ${chainId}`, {
      code: EIP1193_ERROR_CODES.unsupportedMethod,
    })
  return client.request({
    topic: session.topic,
    chainId: toCaip2(chainId),
    request: { method, params },
  })
}

function toNode({ state, chains, readRequest }: Routing, { method, params }: RequestArguments) {
  const { chainId } = state
  if (readRequest) return readRequest(chainId, { method, params })
  const rpcUrl = chains.find(({ id }) => id === chainId)?.rpcUrl
  if (!rpcUrl)
    throw new ProviderRpcError(`no RPC URL for chain ${chainId} to send ${method} to`, {
      code: EIP1193_ERROR_CODES.chainDisconnected,
    })
  return requestOverHttp(rpcUrl, { method, params })
}

/**
 * EIP-3326. A chain the session has: switched here, not asked of the wallet (requests name their
 * chain, so the wallet needs no switch, and asking would prompt the user each time). A chain it
 * lacks: asked of the wallet when it grants wallet_switchEthereumChain (it may add the chain to
 * the session, with wc_sessionUpdate, before it answers), else, or if it did not, 4902. Without a
 * session, any app chain: reads follow it.
 */
async function switchChain(routing: Routing, { params }: RequestArguments): Promise<null> {
  const { state, client, chains } = routing
  const [first] = Array.isArray(params) ? params : []
  const requested = (first as { chainId?: unknown } | undefined)?.chainId
  const chainId = parseChainId(requested)
  if (chainId === undefined)
    throw new ProviderRpcError(`wallet_switchEthereumChain: not a chain id: ${String(requested)}`, {
      code: EIP1193_ERROR_CODES.invalidParams,
    })
  const { session } = state
  const available = session ? state.chainIds : chains.map(({ id }) => id)
  if (available.includes(chainId)) {
    state.switchTo(chainId)
    return null
  }
  const current = toCaip2(state.chainId)
  if (session && isMethodGranted(session.namespaces, current, 'wallet_switchEthereumChain')) {
    await client.request({
      topic: session.topic,
      chainId: current,
      request: {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: toHexChainId(chainId) }],
      },
    })
    if (state.chainIds.includes(chainId)) {
      state.switchTo(chainId)
      return null
    }
  }
  throw new ProviderRpcError(`chain ${chainId} is not in the WalletConnect session`, {
    code: EIP1193_ERROR_CODES.unrecognizedChain,
  })
}
