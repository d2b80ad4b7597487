// Calls to the Safe host through the Safe Apps SDK, with §5's rules checked first so a caller
// gets a clear typed error rather than the SDK's terse one.
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { BaseTransaction, SafeInfo } from '@safe-global/safe-apps-sdk'
import { parseSafeTxDetails, type SafeTxSnapshot } from '../core/safe/safeTransactionStatus'
import {
  validateSafeTxHash,
  validateTransactions,
  validateTypedData,
} from '../core/safe/validateSafeRequests'

/** The parts of the SDK used here (a structural type, so tests can pass a stand-in host). */
export type SafeAppsSdkCalls = {
  txs: Pick<SafeAppsSDK['txs'], 'getBySafeTxHash' | 'signMessage' | 'signTypedMessage' | 'send'>
  safe: Pick<SafeAppsSDK['safe'], 'getInfo' | 'getOffChainSignature'>
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
