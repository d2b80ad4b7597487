// Smart-contract wallets on a local anvil, for Sign-In with Ethereum tests: TestSmartWallet is an
// ERC-1271 wallet with one owner (valid iff the owner's canonical ECDSA signature over the hash),
// deployed with CREATE2 by TestSmartWalletFactory. The factory is stateless, so it is placed with
// anvil_setCode at a fixed address (like Multicall3); wallets are deployed by real transactions.
// Sources and the compile script: ./TestSmartWallet.sol, ../../scripts/compileContracts.ts.
import {
  type Address,
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  isHex,
  type LocalAccount,
  numberToHex,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { SEEDER_ACCOUNT } from '../chains/devAccounts'
import { rpc } from '../chains/rpc'
import testSmartWallet from './TestSmartWallet.json' with { type: 'json' }
import testSmartWalletFactory from './TestSmartWalletFactory.json' with { type: 'json' }

/** Where ensureSmartWalletFactory places the factory on every chain. */
export const TEST_SMART_WALLET_FACTORY_ADDRESS: Address =
  '0xfaC7000000000000000000000000000000006492'

export const testSmartWalletAbi = parseAbi([
  'constructor(address owner_)',
  'function owner() view returns (address)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

export const testSmartWalletFactoryAbi = parseAbi([
  'event WalletDeployed(address indexed wallet, address indexed owner, bytes32 salt)',
  'function deploy(address owner, bytes32 salt) returns (address wallet)',
  'function getAddress(address owner, bytes32 salt) view returns (address)',
])

export type CompiledContract = { abi: unknown[]; bytecode: Hex; deployedBytecode: Hex }
export type TestContractName = 'TestSmartWallet' | 'TestSmartWalletFactory'

// Imported so the bundler inlines them: the built package reads nothing from disk.
const COMPILED: Readonly<Record<TestContractName, unknown>> = {
  TestSmartWallet: testSmartWallet,
  TestSmartWalletFactory: testSmartWalletFactory,
}

/** The committed compiler output (src/contracts/<name>.json), checked for its shape. */
export function loadTestContract(name: TestContractName): CompiledContract {
  const json = COMPILED[name]
  const { abi, bytecode, deployedBytecode } = (json ?? {}) as Partial<Record<string, unknown>>
  if (
    !Array.isArray(abi) ||
    typeof bytecode !== 'string' ||
    !isHex(bytecode) ||
    typeof deployedBytecode !== 'string' ||
    !isHex(deployedBytecode) ||
    deployedBytecode.length <= 2
  ) {
    throw new Error(
      `contracts/${name}.json is not compiler output: run scripts/compileContracts.ts`,
    )
  }
  return { abi, bytecode, deployedBytecode }
}

export type SmartWalletParams = {
  /** The one key the wallet accepts signatures from. */
  owner: Address
  /** CREATE2 salt; a different salt gives the same owner another wallet. Default 0. */
  salt?: bigint
}

export type CounterfactualSmartWallet = {
  /** Where the wallet will be once deployed; nothing is there yet. */
  address: Address
  /** ERC-6492: the contract to call, and its calldata, to deploy the wallet. */
  factory: Address
  factoryData: Hex
}

const saltHex = (salt: bigint = 0n): Hex => numberToHex(salt, { size: 32 })

/** Places the factory's runtime code at TEST_SMART_WALLET_FACTORY_ADDRESS unless it is there. */
export async function ensureSmartWalletFactory(rpcUrl: string): Promise<Address> {
  const { deployedBytecode } = loadTestContract('TestSmartWalletFactory')
  const code = await rpc<Hex>(rpcUrl, 'eth_getCode', [TEST_SMART_WALLET_FACTORY_ADDRESS, 'latest'])
  if (code.toLowerCase() !== deployedBytecode.toLowerCase()) {
    await rpc(rpcUrl, 'anvil_setCode', [TEST_SMART_WALLET_FACTORY_ADDRESS, deployedBytecode])
  }
  return TEST_SMART_WALLET_FACTORY_ADDRESS
}

/** The wallet's CREATE2 address for (owner, salt), computed locally (no node needed). */
export function smartWalletAddress({ owner, salt }: SmartWalletParams): Address {
  const { bytecode } = loadTestContract('TestSmartWallet')
  return getContractAddress({
    opcode: 'CREATE2',
    from: TEST_SMART_WALLET_FACTORY_ADDRESS,
    salt: saltHex(salt),
    bytecode: encodeDeployData({ abi: testSmartWalletAbi, bytecode, args: [owner] }),
  })
}

/**
 * A wallet that exists only as an address: the factory is on the chain, the wallet is not (unless
 * an earlier call deployed the same owner and salt). Sign for it with signAsSmartWallet.
 */
export async function counterfactualSmartWallet(
  rpcUrl: string,
  params: SmartWalletParams,
): Promise<CounterfactualSmartWallet> {
  const factory = await ensureSmartWalletFactory(rpcUrl)
  return {
    address: smartWalletAddress(params),
    factory,
    factoryData: encodeFunctionData({
      abi: testSmartWalletFactoryAbi,
      functionName: 'deploy',
      args: [params.owner, saltHex(params.salt)],
    }),
  }
}

export type DeploySmartWalletParams = SmartWalletParams & {
  /** Sends the deployment (an unlocked anvil account). Default SEEDER_ACCOUNT (#9). */
  from?: Address
}

/** Deploys the wallet for (owner, salt) through the factory, mined; returns its address. */
export async function deploySmartWallet(
  rpcUrl: string,
  params: DeploySmartWalletParams,
): Promise<Address> {
  const wallet = await counterfactualSmartWallet(rpcUrl, params)
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const existing = await client.getCode({ address: wallet.address })
  if (existing && existing !== '0x') return wallet.address
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [
    { from: params.from ?? SEEDER_ACCOUNT, to: wallet.factory, data: wallet.factoryData },
  ])
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 })
  const code = await client.getCode({ address: wallet.address })
  if (receipt.status !== 'success' || !code || code === '0x') {
    throw new Error(`TestSmartWallet for ${params.owner} was not deployed (tx ${hash})`)
  }
  return wallet.address
}

export type SignAsSmartWalletParams = {
  /** The wallet's owner key. */
  owner: Pick<LocalAccount, 'signMessage'>
  message: string
  /** For a wallet not deployed yet: the ERC-6492 wrapping (factory, factoryData). */
  counterfactual?: Pick<CounterfactualSmartWallet, 'factory' | 'factoryData'>
}

/**
 * What a TestSmartWallet "signs" for a message: its owner's EIP-191 signature (the wallet checks
 * it against the same hash), wrapped in ERC-6492 when the wallet is counterfactual.
 */
export async function signAsSmartWallet({
  owner,
  message,
  counterfactual,
}: SignAsSmartWalletParams): Promise<Hex> {
  const signature = await owner.signMessage({ message })
  if (!counterfactual) return signature
  return serializeErc6492Signature({
    address: counterfactual.factory,
    data: counterfactual.factoryData,
    signature,
  })
}
