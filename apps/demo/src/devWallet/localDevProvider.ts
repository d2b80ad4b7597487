// An EIP-1193 provider for the local stack only: it signs in the page with anvil's public dev
// key #0 and talks only to the local anvils. It is never part of a production build.
// Announcing it costs the page almost nothing: the signing code (viem's account, signatures and
// transactions) loads on the first request that signs, from ./devSigner.
import type { Chain } from 'viem'
import { ANVIL_DEV_ADDRESS_0 } from './devAccount'

const loadSigner = () => import('./devSigner')
const numberToHex = (value: number) => `0x${value.toString(16)}`
const AUTHORIZED_KEY = 'gatehouse.localDevWallet.authorized'
const CHAIN_KEY = 'gatehouse.localDevWallet.chainId'

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Listener = (payload: unknown) => void
type RequestArgs = { method: string; params?: readonly unknown[] | Record<string, unknown> }

const isLoopback = (url: string) => {
  const { hostname } = new URL(url)
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Storage full or blocked: the wallet still works for this page.
  }
}

export function createLocalDevProvider(
  chains: readonly Chain[],
  rpcUrls: Readonly<Record<number, string | undefined>>,
) {
  const address = ANVIL_DEV_ADDRESS_0
  // Only chains served by a loopback anvil are allowed; anything else is refused.
  const local = new Map(
    chains.flatMap((c) => {
      const url = rpcUrls[c.id]
      return url && isLoopback(url) ? [[c.id, { chain: c, url }] as const] : []
    }),
  )
  const firstLocal = local.keys().next().value
  const stored = Number(read(CHAIN_KEY))
  let chainId = local.has(stored) ? stored : (firstLocal ?? 1)
  let authorized = read(AUTHORIZED_KEY) === 'true'
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const fn of listeners.get(event) ?? []) fn(payload)
  }

  const current = () => {
    const entry = local.get(chainId)
    if (!entry)
      throw new ProviderRpcError(4901, `Local Dev Wallet: chain ${chainId} is not a local chain`)
    return entry
  }
  const requireAuth = () => {
    if (!authorized) throw new ProviderRpcError(4100, 'Local Dev Wallet: not connected')
  }
  const switchTo = (hexId: unknown) => {
    const id =
      typeof hexId === 'string' && /^0x[0-9a-f]+$/i.test(hexId) ? Number(hexId) : Number.NaN
    if (!local.has(id)) {
      throw new ProviderRpcError(
        4902,
        `Local Dev Wallet only works with the local chains; ${id} is not one`,
      )
    }
    if (id !== chainId) {
      chainId = id
      write(CHAIN_KEY, String(id))
      emit('chainChanged', numberToHex(id))
    }
    return null
  }
  const forward = async (method: string, params: unknown) => {
    const response = await fetch(current().url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const json = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string }
    }
    if (json.error) throw new ProviderRpcError(json.error.code, json.error.message)
    return json.result
  }
  const permissions = () => [
    {
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
    },
  ]

  async function request({ method, params }: RequestArgs): Promise<unknown> {
    const p = (Array.isArray(params) ? params : []) as unknown[]
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'eth_accounts':
        return authorized ? [address] : []
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        authorized = true
        write(AUTHORIZED_KEY, 'true')
        return method === 'eth_requestAccounts' ? [address] : permissions()
      case 'wallet_getPermissions':
        return authorized ? permissions() : []
      case 'wallet_revokePermissions':
        authorized = false
        write(AUTHORIZED_KEY, null)
        return null
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return switchTo((p[0] as { chainId?: unknown } | undefined)?.chainId)
      case 'personal_sign':
        requireAuth()
        return (await loadSigner()).signMessage(p[0])
      case 'eth_signTypedData_v4':
        requireAuth()
        return (await loadSigner()).signTypedData(p[1])
      case 'eth_sendTransaction': {
        requireAuth()
        const { chain, url } = current()
        return (await loadSigner()).sendTransaction(p[0], chain, url)
      }
      case 'eth_sign':
        throw new ProviderRpcError(4200, 'eth_sign is not supported')
      default:
        return forward(method, params)
    }
  }

  return {
    request,
    on(event: string, fn: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(fn)
      listeners.set(event, set)
    },
    removeListener(event: string, fn: Listener) {
      listeners.get(event)?.delete(fn)
    },
  }
}
