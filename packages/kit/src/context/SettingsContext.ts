import { createContext, useContext } from 'react'
import { GatehouseProviderNotFoundError } from '../errors/context'
import type { AvatarComponent } from './AvatarComponent'
import type { DisclaimerComponent } from './DisclaimerComponent'

export type ModalSize = 'wide' | 'compact'

/**
 * The app's settings, as the provider's props gave them: they change only when the app changes
 * them, so a consumer of these alone does not re-render when a language loads (LanguageContext).
 */
export type SettingsContextValue = {
  appName: string
  /** the app's connect button label (`connectLabel`); undefined: the catalogue's words */
  connectLabel: string | undefined
  /** the app's "Learn More" link (`learnMoreUrl`); undefined: the catalogue's */
  learnMoreUrl: string | undefined
  modalSize: ModalSize
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

export const SettingsContext = createContext<SettingsContextValue | null>(null)

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext)
  if (!value) throw new GatehouseProviderNotFoundError()
  return value
}
