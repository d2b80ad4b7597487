// The Safe Apps SDK methods the host answers (§7's list), from the ledger, the Safe's chain and
// the visitor's permissions. A handler that throws becomes the SDK's error reply.
import { type Address, formatUnits, type Hex, type TypedDataDefinition } from 'viem'
import { rpc } from '../chains/rpc'
import {
  ADDRESS_BOOK_PERMISSION,
  PermissionRequestError,
  type SafeAppPermissions,
} from './SafeAppPermissions'
import type { SafeLedger } from './SafeLedger'
import type { BaseTransaction } from './safeLedgerTypes'

export class SdkRequestError extends Error {}

type Json = Record<string, unknown>

/** A name the Safe's owners gave an address (what requestAddressBook answers). */
export type AddressBookEntry = { address: Address; name: string }

export type SdkHandlerOptions = {
  ledger: SafeLedger
  permissions: SafeAppPermissions
  addressBook: readonly AddressBookEntry[]
  /** The fiat value of one native token, as a decimal string. */
  fiatConversion: string
  /** The host page's origin (getEnvironmentInfo). */
  origin: () => string
}

const NATIVE_TOKEN = '0x0000000000000000000000000000000000000000'

export function sdkHandlers({
  ledger,
  permissions,
  addressBook,
  fiatConversion,
  origin,
}: SdkHandlerOptions): Record<string, (params: unknown) => unknown> {
  const { safe } = ledger
  return {
    getSafeInfo: () => ({
      safeAddress: safe.address,
      chainId: safe.chainId,
      threshold: safe.threshold,
      owners: safe.owners,
      isReadOnly: false,
      nonce: 0,
      implementation: safe.address,
      modules: null,
      fallbackHandler: null,
      guard: null,
      version: '1.4.1',
    }),
    getChainInfo: () => ({
      chainName: `Local ${safe.chainId}`,
      chainId: String(safe.chainId),
      shortName: 'local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    }),
    getEnvironmentInfo: () => ({ origin: origin() }),
    // The Safe's ether, read from its chain, valued at the configured conversion.
    getSafeBalances: async (params: unknown) => {
      const currency = (params as Json | null)?.currency ?? 'usd'
      if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency))
        throw new SdkRequestError(`Unsupported currency ${String(currency)}`)
      const balance = BigInt(
        await rpc<Hex>(safe.rpcUrl, 'eth_getBalance', [safe.address, 'latest']),
      )
      const fiat = (Number(formatUnits(balance, 18)) * Number(fiatConversion)).toFixed(2)
      return {
        fiatTotal: fiat,
        items: [
          {
            tokenInfo: {
              type: 'NATIVE_TOKEN',
              address: NATIVE_TOKEN,
              decimals: 18,
              symbol: 'ETH',
              name: 'Ether',
              logoUri: '',
            },
            balance: balance.toString(),
            fiatBalance: fiat,
            fiatConversion,
          },
        ],
      }
    },
    requestAddressBook: () => {
      if (!permissions.has(ADDRESS_BOOK_PERMISSION))
        throw new PermissionRequestError('Permissions rejected')
      return addressBook.map(({ address, name }) => ({
        address,
        chainId: String(safe.chainId),
        name,
      }))
    },
    wallet_getPermissions: () => permissions.list(),
    wallet_requestPermissions: (params: unknown) => permissions.request(params),
    rpcCall: async (params: unknown) => {
      const { call, params: callParams } = (params ?? {}) as { call?: string; params?: unknown[] }
      if (typeof call !== 'string') throw new SdkRequestError('rpcCall needs a call')
      return rpc(safe.rpcUrl, call, callParams ?? [])
    },
    sendTransactions: (params: unknown) => {
      const list = ((params as Json | null)?.txs ?? []) as BaseTransaction[]
      if (!Array.isArray(list) || list.length === 0)
        throw new SdkRequestError('No transactions were passed')
      const txs = list.map((tx) => ({
        to: tx.to,
        value: String(tx.value ?? '0'),
        data: tx.data ?? '0x',
      }))
      return { safeTxHash: ledger.propose(txs as BaseTransaction[]) }
    },
    getTxBySafeTxHash: (params: unknown) =>
      ledger.transactionDetails(String((params as Json | null)?.safeTxHash ?? '')),
    signMessage: (params: unknown) => ({
      messageHash: ledger.proposeMessage(String((params as Json | null)?.message ?? '')),
    }),
    signTypedMessage: (params: unknown) => ({
      messageHash: ledger.proposeMessage((params as { typedData: TypedDataDefinition }).typedData),
    }),
    getOffChainSignature: (params: unknown) => ledger.offChainSignature(String(params ?? '')),
  }
}
