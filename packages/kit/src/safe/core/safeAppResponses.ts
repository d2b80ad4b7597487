// What the Safe host answers to the Safe Apps SDK's read calls, read defensively into the kit's
// own types: an answer that is not the shape it should be is §8's "Invalid response content",
// never a half-read object. The kit's types stand alone, so apps type-check without the SDK.
import { getAddress, isAddress } from 'viem'
import { isRecord } from '../../core/guards'
import { InvalidResponseContentError } from '../errors/safe'

/** getEnvironmentInfo: where the Safe host runs. */
export type SafeEnvironmentInfo = { origin: string }

/** getChainInfo: the Safe's chain as the host describes it. */
export type SafeChainInfo = {
  chainId: number
  chainName: string
  shortName: string
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string }
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
}

/** One token the Safe holds; `balance` in the token's smallest unit, fiat values as decimals. */
export type SafeTokenBalance = {
  tokenInfo: {
    type: string
    address: string
    decimals: number
    symbol: string
    name: string
    logoUri: string
  }
  balance: string
  fiatBalance: string
  fiatConversion: string
}

/** getSafeBalances: every token with its value in the asked fiat currency, and their total. */
export type SafeBalances = { fiatTotal: string; items: SafeTokenBalance[] }

/** requestAddressBook: the names the Safe's owners gave to addresses. */
export type SafeAddressBookEntry = { address: `0x${string}`; chainId: number; name: string }

/** wallet_getPermissions / wallet_requestPermissions: what the Safe App is allowed. */
export type SafePermission = {
  parentCapability: string
  invoker: string
  date?: number
  caveats?: { type: string; value?: unknown; name?: string }[]
}

type Json = Record<string, unknown>

const isText = (value: unknown): value is string => typeof value === 'string'
const isDecimal = (value: unknown): value is string =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)

function record(value: unknown): Json {
  if (!isRecord(value)) throw new InvalidResponseContentError()
  return value
}
function text(value: unknown): string {
  if (!isText(value)) throw new InvalidResponseContentError()
  return value
}
function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new InvalidResponseContentError()
  return value
}
/** A chain id as a positive integer, whether the host sends it as a number or a string. */
function chainIdOf(value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw new InvalidResponseContentError()
  return id
}

export function parseEnvironmentInfo(value: unknown): SafeEnvironmentInfo {
  return { origin: text(record(value).origin) }
}

export function parseChainInfo(value: unknown): SafeChainInfo {
  const info = record(value)
  const currency = record(info.nativeCurrency)
  const explorer = isRecord(info.blockExplorerUriTemplate) ? info.blockExplorerUriTemplate : {}
  const decimals = currency.decimals
  if (typeof decimals !== 'number' || !Number.isSafeInteger(decimals) || decimals < 0)
    throw new InvalidResponseContentError()
  return {
    chainId: chainIdOf(info.chainId),
    chainName: text(info.chainName),
    shortName: text(info.shortName),
    nativeCurrency: {
      name: text(currency.name),
      symbol: text(currency.symbol),
      decimals,
      logoUri: isText(currency.logoUri) ? currency.logoUri : '',
    },
    blockExplorerUriTemplate: {
      address: isText(explorer.address) ? explorer.address : '',
      txHash: isText(explorer.txHash) ? explorer.txHash : '',
      api: isText(explorer.api) ? explorer.api : '',
    },
  }
}

function parseTokenBalance(value: unknown): SafeTokenBalance {
  const item = record(value)
  const token = record(item.tokenInfo)
  const decimals = token.decimals ?? 0
  if (typeof decimals !== 'number' || !Number.isSafeInteger(decimals) || decimals < 0)
    throw new InvalidResponseContentError()
  if (!isDecimal(item.balance) || item.balance.includes('.'))
    throw new InvalidResponseContentError()
  return {
    tokenInfo: {
      type: text(token.type),
      address: text(token.address),
      decimals,
      symbol: text(token.symbol),
      name: text(token.name),
      logoUri: isText(token.logoUri) ? token.logoUri : '',
    },
    balance: item.balance,
    fiatBalance: isDecimal(item.fiatBalance) ? item.fiatBalance : '0',
    fiatConversion: isDecimal(item.fiatConversion) ? item.fiatConversion : '0',
  }
}

export function parseSafeBalances(value: unknown): SafeBalances {
  const balances = record(value)
  return {
    fiatTotal: isDecimal(balances.fiatTotal) ? balances.fiatTotal : '0',
    items: list(balances.items).map(parseTokenBalance),
  }
}

export function parseAddressBook(value: unknown): SafeAddressBookEntry[] {
  return list(value).map((entry) => {
    const item = record(entry)
    if (!isText(item.address) || !isAddress(item.address, { strict: false }))
      throw new InvalidResponseContentError()
    return {
      address: getAddress(item.address),
      chainId: chainIdOf(item.chainId),
      name: text(item.name),
    }
  })
}

export function parsePermissions(value: unknown): SafePermission[] {
  // A host that has granted nothing may answer with nothing at all.
  if (value === null || value === undefined) return []
  return list(value).map((entry) => {
    const permission = record(entry)
    return {
      parentCapability: text(permission.parentCapability),
      invoker: text(permission.invoker),
      ...(typeof permission.date === 'number' ? { date: permission.date } : {}),
      ...(Array.isArray(permission.caveats)
        ? { caveats: permission.caveats.filter(isRecord) as SafePermission['caveats'] }
        : {}),
    }
  })
}
