// The dapp's check of a wallet's settlement (namespaces.md, "Approving a Session Response"): the
// structure is right, every required namespace is granted with all its methods and events, and
// every required chain has at least one account. More than asked is allowed, less never.
import { ProtocolError } from '../errors/protocol'
import { chainOfAccount, isCaip2ChainId, isCaip10AccountId } from './caip'
import { SIGN_ERROR_CODES, type SignErrorName } from './errorCodes'
import type { ProposalNamespaces, SessionNamespaces } from './SignTypes'

function fail(message: string, reason: SignErrorName): never {
  throw new ProtocolError(message, { code: SIGN_ERROR_CODES[reason], reason })
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** `namespaces` when well formed and satisfying `required`; a ProtocolError with the spec's code otherwise. */
export function checkSessionNamespaces(
  namespaces: unknown,
  required: ProposalNamespaces,
): SessionNamespaces {
  if (typeof namespaces !== 'object' || namespaces === null || Array.isArray(namespaces))
    return fail('session namespaces are missing', 'invalidSessionSettleRequest')
  const granted = namespaces as Record<string, unknown>
  for (const [key, value] of Object.entries(granted)) {
    const namespace = value as Record<string, unknown> | null
    if (
      typeof namespace !== 'object' ||
      namespace === null ||
      !isStrings(namespace.accounts) ||
      !isStrings(namespace.methods) ||
      !isStrings(namespace.events) ||
      (namespace.chains !== undefined && !isStrings(namespace.chains))
    )
      fail(`session namespace ${key} is malformed`, 'invalidSessionSettleRequest')
    const { accounts, chains = [] } = namespace as { accounts: string[]; chains?: string[] }
    if (!accounts.every(isCaip10AccountId) || !chains.every(isCaip2ChainId))
      fail(`session namespace ${key} has a malformed account or chain`, 'unsupportedAccounts')
  }
  const session = granted as SessionNamespaces
  for (const [key, asked] of Object.entries(required)) {
    // A required key is a namespace (`eip155`) or a single chain (`eip155:1`).
    const namespaceKey = key.split(':')[0] ?? key
    const grant = session[key] ?? session[namespaceKey]
    if (!grant) fail(`required namespace ${key} was not granted`, 'unsupportedNamespaceKey')
    const { methods, events, accounts } = grant
    if (!asked.methods.every((method) => methods.includes(method)))
      fail(`namespace ${key} lacks a required method`, 'unsupportedMethods')
    if (!asked.events.every((event) => events.includes(event)))
      fail(`namespace ${key} lacks a required event`, 'unsupportedEvents')
    const chains = asked.chains ?? (key.includes(':') ? [key] : [])
    const accountChains = new Set(accounts.map(chainOfAccount))
    if (!chains.every((chain) => accountChains.has(chain)))
      fail(`namespace ${key} has no account on a required chain`, 'unsupportedChains')
  }
  return session
}
