import { createContext, useContext } from 'react'
import type { RecentWalletsStore } from '../core/createRecentWalletsStore'
import { GatehouseProviderNotFoundError } from '../errors/context'
import type { SupportedLocale } from '../i18n/locales'
import type { Catalogue, Translate } from '../i18n/translate'
import type { TransactionStore } from '../transactions/facade'
import type { AvatarComponent } from './AvatarComponent'
import type { DisclaimerComponent } from './DisclaimerComponent'

export type ModalSize = 'wide' | 'compact'

export type GatehouseContextValue = {
  /** the first render's strings only in English; lazy views use allStrings.ts over `catalogue` */
  t: Translate
  /** the active language's catalogue (English: the first render's part), for lazy views */
  catalogue: Catalogue
  /** BCP 47 tag for number formatting (follows the active language) */
  locale: string
  /** the language the strings are in: the active locale once its catalogue has loaded */
  language: SupportedLocale
  /** writing direction of `language`, for dialogs and the connect button */
  dir: 'ltr' | 'rtl'
  appName: string
  connectLabel: string
  learnMoreUrl: string
  modalSize: ModalSize
  recentWallets: RecentWalletsStore
  transactions: TransactionStore
  /** Safe Client Gateway base URL, for a Safe connected outside a Safe host (unset: none) */
  safeGatewayUrl?: string | undefined
  /** the account avatar: the app's own component, or the kit's */
  Avatar: AvatarComponent
  /** the app's words under the wallet list (`appInfo.disclaimer`), if any */
  disclaimer?: DisclaimerComponent | undefined
  /** confetti when a wallet is chosen (`coolMode`, default true; none under reduced motion) */
  coolMode: boolean
  /** whether the account modal lists recent transactions (default true) */
  showRecentTransactions: boolean
  /** the chain a new connection asks the wallet for (`initialChain`), if any */
  initialChainId?: number | undefined
  /** the provider's CSP nonce (`nonce`), for the <style> elements the kit and Radix add */
  nonce?: string | undefined
}

export const GatehouseContext = createContext<GatehouseContextValue | null>(null)

export function useGatehouse(): GatehouseContextValue {
  const value = useContext(GatehouseContext)
  if (!value) throw new GatehouseProviderNotFoundError()
  return value
}
