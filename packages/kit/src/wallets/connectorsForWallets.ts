import { type CreateConnectorFn, createConnector } from 'wagmi'
import { UNAVAILABLE_CONNECTOR_TYPE } from '../core/unavailableConnectorType'
import {
  InvalidIconAccentError,
  type InvalidIconAccentErrorType,
  MissingProjectIdError,
  type MissingProjectIdErrorType,
} from '../errors/config'
import { WalletUnavailableError } from '../errors/connector'
import type { Wallet, WalletConnectorParams, WalletDetails, WalletGroup } from './Wallet'

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

// Ids copied from docs and templates; WalletConnect rejects them, so connections would fail.
const PLACEHOLDER_PROJECT_IDS = new Set(['yourprojectid', 'projectid', 'example', 'placeholder'])

/** What `connectorsForWallets` throws at setup (a wallet's connector then throws `WalletUnavailableError`). */
export type ConnectorsForWalletsErrorType = InvalidIconAccentErrorType | MissingProjectIdErrorType

/**
 * wagmi connector functions for the configured wallets, in group order. Each connector created
 * from them carries `gatehouse: WalletDetails` (read it with walletDetailsOf); a wallet that
 * cannot work with these params still gets a connector, one that refuses to connect, so the
 * wallet can be listed as unavailable with its reason.
 * @throws InvalidIconAccentError, MissingProjectIdError (§5)
 */
export function connectorsForWallets(
  groups: readonly WalletGroup[],
  params: WalletConnectorParams,
): CreateConnectorFn[] {
  checkProjectId(params.projectId)
  const connectorFns: CreateConnectorFn[] = []
  groups.forEach(({ groupName, wallets }, groupIndex) => {
    for (const walletFactory of wallets) {
      const wallet = walletFactory()
      checkIconAccent(wallet)
      const details: WalletDetails = { wallet, groupIndex, groupName, index: connectorFns.length }
      const connectorFn = wallet.createConnector(params) ?? unavailableConnector(wallet)
      connectorFns.push(withDetails(connectorFn, details))
    }
  })
  return connectorFns
}

/** The wallet details connectorsForWallets attached to a wagmi connector, if it did. */
export function walletDetailsOf(connector: object): WalletDetails | undefined {
  const details: unknown = (connector as { gatehouse?: unknown }).gatehouse
  return isWalletDetails(details) ? details : undefined
}

function isWalletDetails(value: unknown): value is WalletDetails {
  if (typeof value !== 'object' || value === null) return false
  const { wallet, groupIndex, groupName, index } = value as Record<string, unknown>
  return (
    typeof wallet === 'object' &&
    wallet !== null &&
    typeof (wallet as { id?: unknown }).id === 'string' &&
    typeof groupIndex === 'number' &&
    typeof groupName === 'string' &&
    typeof index === 'number'
  )
}

function checkIconAccent(wallet: Wallet): void {
  if (wallet.iconAccent !== undefined && !HEX_COLOUR.test(wallet.iconAccent))
    throw new InvalidIconAccentError(wallet.id, wallet.iconAccent)
}

/** §5: an empty id is an error; a placeholder only warns (the app still works without WalletConnect). */
function checkProjectId(projectId: string | undefined): void {
  if (projectId === undefined) return
  const id = projectId.trim()
  if (id === '') throw new MissingProjectIdError()
  if (isPlaceholder(id))
    console.warn(
      `[gatehouse] The WalletConnect projectId "${id}" looks like a placeholder: WalletConnect connections will fail. Create a project id at https://cloud.reown.com`,
    )
}

function isPlaceholder(id: string): boolean {
  const letters = id.toLowerCase().replace(/[^a-z0-9]/g, '')
  return PLACEHOLDER_PROJECT_IDS.has(letters) || /^0+$/.test(letters) || /^x+$/.test(letters)
}

function withDetails(connectorFn: CreateConnectorFn, details: WalletDetails): CreateConnectorFn {
  // Object.assign keeps the connector's own getters (wagmi's injected() reads id/name lazily).
  return (config) => Object.assign(connectorFn(config), { gatehouse: details })
}

/** Stands in for a wallet whose createConnector returned undefined: listed, never connecting. */
function unavailableConnector(wallet: Wallet): CreateConnectorFn {
  const unavailable = () =>
    new WalletUnavailableError(wallet.name, wallet.unavailableReason ?? 'unavailable')
  return createConnector<undefined>(() => ({
    id: wallet.id,
    name: wallet.name,
    type: UNAVAILABLE_CONNECTOR_TYPE,
    async connect() {
      throw unavailable()
    },
    async disconnect() {},
    async getAccounts() {
      return []
    },
    async getChainId() {
      throw unavailable()
    },
    async getProvider() {
      return undefined
    },
    async isAuthorized() {
      return false
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}
