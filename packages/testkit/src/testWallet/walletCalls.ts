// EIP-5792 for the test wallet: wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus
// and wallet_showCallsStatus, executed for real on the local node. In 'atomic' mode the account
// delegates to TestBatchExecutor (EIP-7702, type-4 transaction to itself) and runs the calls in
// one transaction: a call that reverts reverts the whole batch (status 500). In 'sequential' mode
// it sends one transaction per call and goes on past a revert (status 600 when some succeeded);
// an atomic request is refused (5760). In 'none' mode it does not know the methods (4200).
// Transactions carry a fixed gas limit, so a revert is mined (a receipt with status 0) rather
// than caught by gas estimation.
import {
  type Address,
  bytesToHex,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { BATCH_EXECUTOR_ADDRESS, batchExecutorAbi } from '../contracts/batchExecutor'
import { forwardToNode } from './localNode'
import { INVALID_PARAMS, ProviderError, UNAUTHORIZED, UNSUPPORTED_METHOD } from './ProviderError'

export type CallsMode = 'atomic' | 'sequential' | 'none'

/** EIP-5792's error codes. */
export const UNSUPPORTED_NON_OPTIONAL_CAPABILITY = 5700
export const UNSUPPORTED_CHAIN_ID = 5710
export const DUPLICATE_ID = 5720
export const UNKNOWN_BUNDLE_ID = 5730
export const ATOMICITY_NOT_SUPPORTED = 5760

export const CALLS_METHODS = [
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const

const GAS_PER_CALL = 300_000n
const BATCH_BASE_GAS = 100_000n

type Call = { to: Address; data: Hex; value: bigint }
type Bundle = { chainId: number; atomic: boolean; hashes: readonly Hex[] }
type RawReceipt = { status: Hex; transactionHash: Hex } & Record<string, unknown>

const bad = (message: string) => new ProviderError(INVALID_PARAMS, message)

function callsParam(value: unknown): Call[] {
  if (!Array.isArray(value) || value.length === 0) throw bad('calls must be a non-empty list')
  return value.map((call, i) => {
    const { to, data = '0x', value: wei = '0x0' } = (call ?? {}) as Record<string, unknown>
    if (typeof to !== 'string' || !isAddress(to)) throw bad(`call ${i} has no valid "to"`)
    if (typeof data !== 'string' || !isHex(data)) throw bad(`call ${i} has invalid data`)
    if (typeof wei !== 'string' || !isHex(wei)) throw bad(`call ${i} has invalid value`)
    return { to, data, value: BigInt(wei) }
  })
}

export class WalletCalls {
  mode: CallsMode = 'atomic'
  /** Ids the dapp asked the wallet to show (wallet_showCallsStatus), in order. */
  readonly shown: string[] = []
  private readonly bundles = new Map<string, Bundle>()

  constructor(
    private readonly account: PrivateKeyAccount,
    private readonly rpcUrl: (chainId: number) => string,
    private readonly chains: () => readonly number[],
  ) {}

  handles(method: string): boolean {
    return (CALLS_METHODS as readonly string[]).includes(method)
  }

  async dispatch(method: string, params: readonly unknown[], chainId: number): Promise<unknown> {
    if (this.mode === 'none')
      throw new ProviderError(UNSUPPORTED_METHOD, `${method} is not supported`)
    switch (method) {
      case 'wallet_getCapabilities':
        return this.capabilities(params)
      case 'wallet_sendCalls':
        return this.send(params[0], chainId)
      case 'wallet_getCallsStatus':
        return this.status(params[0])
      case 'wallet_showCallsStatus':
        this.bundle(params[0])
        this.shown.push(params[0] as string)
        return null
      default:
        throw new ProviderError(UNSUPPORTED_METHOD, `${method} is not supported`)
    }
  }

  private capabilities([address, chainIds]: readonly unknown[]) {
    if (
      typeof address !== 'string' ||
      !isAddress(address) ||
      !isAddressEqual(address, this.account.address)
    )
      throw new ProviderError(UNAUTHORIZED, 'unknown account')
    const wanted = Array.isArray(chainIds) ? chainIds : this.chains().map((id) => numberToHex(id))
    const status = this.mode === 'atomic' ? 'supported' : 'unsupported'
    return Object.fromEntries(wanted.map((id) => [id, { atomic: { status } }]))
  }

  private async send(request: unknown, chainId: number): Promise<{ id: string }> {
    const {
      from,
      chainId: chain,
      calls,
      atomicRequired,
      capabilities,
      id,
    } = (request ?? {}) as Record<string, unknown>
    if (
      from !== undefined &&
      (typeof from !== 'string' || !isAddressEqual(from as Address, this.account.address))
    )
      throw new ProviderError(UNAUTHORIZED, 'unknown account')
    if (chain !== numberToHex(chainId))
      throw new ProviderError(UNSUPPORTED_CHAIN_ID, `the wallet is on chain ${chainId}`)
    const list = callsParam(calls)
    for (const [name, capability] of Object.entries(
      (capabilities ?? {}) as Record<string, unknown>,
    ))
      if (!(capability as { optional?: unknown })?.optional)
        throw new ProviderError(
          UNSUPPORTED_NON_OPTIONAL_CAPABILITY,
          `capability ${name} is not supported`,
        )
    if (atomicRequired === true && this.mode !== 'atomic')
      throw new ProviderError(
        ATOMICITY_NOT_SUPPORTED,
        'this wallet cannot execute calls atomically',
      )
    if (typeof id === 'string' && this.bundles.has(id))
      throw new ProviderError(DUPLICATE_ID, `a batch with id ${id} exists`)
    const bundleId =
      typeof id === 'string' ? id : bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
    const hashes =
      this.mode === 'atomic'
        ? [await this.sendAtomic(list, chainId)]
        : await this.sendEach(list, chainId)
    this.bundles.set(bundleId, { chainId, atomic: this.mode === 'atomic', hashes })
    return { id: bundleId }
  }

  private client(chainId: number) {
    return createWalletClient({ account: this.account, transport: http(this.rpcUrl(chainId)) })
  }

  /** One type-4 transaction to itself: delegate to the executor, then execute(calls). */
  private async sendAtomic(calls: readonly Call[], chainId: number): Promise<Hex> {
    const client = this.client(chainId)
    const authorization = await client.signAuthorization({
      contractAddress: BATCH_EXECUTOR_ADDRESS,
      chainId,
      executor: 'self',
    })
    return client.sendTransaction({
      chain: null,
      authorizationList: [authorization],
      to: this.account.address,
      data: encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] }),
      gas: BATCH_BASE_GAS + GAS_PER_CALL * BigInt(calls.length),
    })
  }

  private async sendEach(calls: readonly Call[], chainId: number): Promise<Hex[]> {
    const client = this.client(chainId)
    const hashes: Hex[] = []
    for (const call of calls)
      hashes.push(await client.sendTransaction({ chain: null, ...call, gas: GAS_PER_CALL }))
    return hashes
  }

  private bundle(id: unknown): Bundle {
    const bundle = typeof id === 'string' ? this.bundles.get(id) : undefined
    if (!bundle) throw new ProviderError(UNKNOWN_BUNDLE_ID, `unknown batch ${String(id)}`)
    return bundle
  }

  private async status(id: unknown) {
    const bundle = this.bundle(id)
    const url = this.rpcUrl(bundle.chainId)
    const receipts = (await Promise.all(
      bundle.hashes.map((hash) => forwardToNode(url, 'eth_getTransactionReceipt', [hash])),
    )) as (RawReceipt | null)[]
    const mined = receipts.filter((receipt): receipt is RawReceipt => receipt !== null)
    const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
    const status =
      mined.length < receipts.length
        ? 100
        : succeeded === mined.length
          ? 200
          : succeeded === 0
            ? 500
            : 600
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(bundle.chainId),
      atomic: bundle.atomic,
      status,
      receipts: mined.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs,
        status,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
    }
  }
}
