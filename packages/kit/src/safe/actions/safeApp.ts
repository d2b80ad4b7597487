// Calls to the Safe host through the Safe Apps SDK, with §5's rules checked first so a caller
// gets a clear typed error rather than the SDK's terse one.
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { BaseTransaction, SafeInfo } from '@safe-global/safe-apps-sdk'
import { isUserRejection } from '../../core/providerErrors'
import {
  parseAddressBook,
  parseChainInfo,
  parseEnvironmentInfo,
  parsePermissions,
  parseSafeBalances,
  type SafeAddressBookEntry,
  type SafeBalances,
  type SafeChainInfo,
  type SafeEnvironmentInfo,
  type SafePermission,
} from '../core/safeAppResponses'
import { parseSafeTxDetails, type SafeTxSnapshot } from '../core/safeTransactionStatus'
import {
  type SafePermissionRequest,
  type SafeRpcMethod,
  validateCurrency,
  validatePermissionRequest,
  validateRpcCall,
  validateSafeTxHash,
  validateTransactions,
  validateTypedData,
} from '../core/validateSafeRequests'
import { SafePermissionsError } from '../errors/safe'

/** The parts of the SDK used here (a structural type, so tests can pass a stand-in host). */
export type SafeAppsSdkCalls = {
  txs: Pick<SafeAppsSDK['txs'], 'getBySafeTxHash' | 'signMessage' | 'signTypedMessage' | 'send'>
  safe: Pick<
    SafeAppsSDK['safe'],
    | 'getInfo'
    | 'getOffChainSignature'
    | 'getEnvironmentInfo'
    | 'getChainInfo'
    | 'experimental_getBalances'
    | 'requestAddressBook'
  >
  eth: SafeAppsSDK['eth']
  wallet: Pick<SafeAppsSDK['wallet'], 'getPermissions' | 'requestPermissions'>
}

/** How often a pending off-chain message is asked for its signature. */
export const SAFE_MESSAGE_POLL_MS = 1_000

/** A Safe transaction's status, from the host (getTxBySafeTxHash). */
export async function getSafeAppTransaction(
  sdk: SafeAppsSdkCalls,
  safeTxHash: string,
): Promise<SafeTxSnapshot> {
  validateSafeTxHash(safeTxHash)
  return parseSafeTxDetails(await sdk.txs.getBySafeTxHash(safeTxHash))
}

/** Proposes transactions to the Safe; resolves with the safeTxHash. */
export async function sendSafeAppTransactions(
  sdk: SafeAppsSdkCalls,
  txs: readonly BaseTransaction[],
): Promise<string> {
  validateTransactions(txs)
  return (await sdk.txs.send({ txs: [...txs] })).safeTxHash
}

export async function getSafeAppInfo(sdk: SafeAppsSdkCalls): Promise<SafeInfo> {
  return sdk.safe.getInfo()
}

type SignOptions = { pollMs?: number; signal?: AbortSignal; sleep?: (ms: number) => Promise<void> }

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Waits for the owners: the host answers a message with its hash while it still needs
 * confirmations (NEEDS_CONFIRMATION); the signature exists once it is CONFIRMED.
 */
async function signatureOf(
  sdk: SafeAppsSdkCalls,
  response: unknown,
  { pollMs = SAFE_MESSAGE_POLL_MS, signal, sleep = delay }: SignOptions,
): Promise<`0x${string}`> {
  const { signature, messageHash } = (response ?? {}) as {
    signature?: unknown
    messageHash?: unknown
  }
  if (typeof signature === 'string' && signature.length > 2) return signature as `0x${string}`
  if (typeof messageHash !== 'string' || messageHash === '')
    throw new Error('The Safe returned neither a signature nor a message hash')
  for (;;) {
    signal?.throwIfAborted()
    const found = await sdk.safe.getOffChainSignature(messageHash)
    if (typeof found === 'string' && found.length > 2) return found as `0x${string}`
    await sleep(pollMs)
  }
}

/** Signs a message as the Safe (EIP-191), waiting for the owners when it is an off-chain message. */
export async function signSafeAppMessage(
  sdk: SafeAppsSdkCalls,
  message: string,
  options: SignOptions = {},
): Promise<`0x${string}`> {
  return signatureOf(sdk, await sdk.txs.signMessage(message), options)
}

/** Signs typed data as the Safe; domain, types and message are required (§5). */
export async function signSafeAppTypedMessage(
  sdk: SafeAppsSdkCalls,
  typedData: Parameters<SafeAppsSDK['txs']['signTypedMessage']>[0],
  options: SignOptions = {},
): Promise<`0x${string}`> {
  validateTypedData(typedData)
  return signatureOf(sdk, await sdk.txs.signTypedMessage(typedData), options)
}

// The SDK rejects a refused or invalid permission request with code 4001 (§6): a user rejection.
async function permissioned<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof SafePermissionsError) throw error
    if (isUserRejection(error)) throw new SafePermissionsError('rejected', { cause: error })
    throw error
  }
}

/** getEnvironmentInfo: the Safe host's origin. */
export async function getSafeAppEnvironmentInfo(
  sdk: SafeAppsSdkCalls,
): Promise<SafeEnvironmentInfo> {
  return parseEnvironmentInfo(await sdk.safe.getEnvironmentInfo())
}

/** getChainInfo: the Safe's chain as the host describes it. */
export async function getSafeAppChainInfo(sdk: SafeAppsSdkCalls): Promise<SafeChainInfo> {
  return parseChainInfo(await sdk.safe.getChainInfo())
}

/** getSafeBalances: the Safe's tokens valued in `currency` (default usd, a three-letter code). */
export async function getSafeAppBalances(
  sdk: SafeAppsSdkCalls,
  { currency }: { currency?: string } = {},
): Promise<SafeBalances> {
  const checked = validateCurrency(currency)
  return parseSafeBalances(await sdk.safe.experimental_getBalances({ currency: checked }))
}

type EthCall = (params: unknown[]) => Promise<unknown>

/** Each forwarded method, through the SDK's own typed helper for it. */
function ethCallFor(sdk: SafeAppsSdkCalls, method: SafeRpcMethod): EthCall {
  const { eth } = sdk
  const calls: Record<SafeRpcMethod, EthCall> = {
    eth_call: (p) => eth.call(p as never),
    eth_gasPrice: (p) => eth.getGasPrice(p as never),
    eth_getLogs: (p) => eth.getPastLogs(p as never),
    eth_getBalance: (p) => eth.getBalance(p as never),
    eth_getCode: (p) => eth.getCode(p as never),
    eth_getBlockByHash: (p) => eth.getBlockByHash(p as never),
    eth_getBlockByNumber: (p) => eth.getBlockByNumber(p as never),
    eth_getStorageAt: (p) => eth.getStorageAt(p as never),
    eth_getTransactionByHash: (p) => eth.getTransactionByHash(p as never),
    eth_getTransactionReceipt: (p) => eth.getTransactionReceipt(p as never),
    eth_getTransactionCount: (p) => eth.getTransactionCount(p as never),
    eth_estimateGas: (p) => eth.getEstimateGas(p[0] as never),
    safe_setSettings: (p) => eth.setSafeSettings(p as never),
  }
  return calls[method]
}

/**
 * rpcCall: a read from the Safe's node through the host. Only the methods the host forwards are
 * sent (§8 '"{method}" not implemented' otherwise), with params as a list.
 */
export async function safeAppRpcCall(
  sdk: SafeAppsSdkCalls,
  { call, params }: { call: SafeRpcMethod; params?: readonly unknown[] },
): Promise<unknown> {
  validateRpcCall(call, params)
  // The SDK formats params in place: it gets a copy.
  return ethCallFor(sdk, call)([...(params ?? [])])
}

/** wallet_getPermissions: what the Safe App has been granted. */
export async function getSafeAppPermissions(sdk: SafeAppsSdkCalls): Promise<SafePermission[]> {
  return parsePermissions(await sdk.wallet.getPermissions())
}

/**
 * wallet_requestPermissions: asks the visitor for a permission. §5: the request may name only
 * the address-book request; §6: an invalid or rejected request is a SafePermissionsError (4001).
 */
export async function requestSafeAppPermissions(
  sdk: SafeAppsSdkCalls,
  permissions: readonly SafePermissionRequest[],
): Promise<SafePermission[]> {
  validatePermissionRequest(permissions)
  return parsePermissions(await permissioned(() => sdk.wallet.requestPermissions([...permissions])))
}

/**
 * requestAddressBook: the Safe's address book. The SDK asks the visitor for the permission
 * first when it is not granted yet; a refusal is a SafePermissionsError (4001).
 */
export async function requestSafeAppAddressBook(
  sdk: SafeAppsSdkCalls,
): Promise<SafeAddressBookEntry[]> {
  return parseAddressBook(await permissioned(() => sdk.safe.requestAddressBook()))
}
