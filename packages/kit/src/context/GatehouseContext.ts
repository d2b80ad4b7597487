import { createContext, useContext } from 'react'
import type { RecentWalletsStore } from '../core/createRecentWalletsStore'
import type { TransactionStore } from '../core/transactionStore'
import type { Translate } from '../i18n/translate'

export type ModalSize = 'wide' | 'compact'

export type GatehouseContextValue = {
  t: Translate
  locale: string
  appName: string
  connectLabel: string
  learnMoreUrl: string
  modalSize: ModalSize
  recentWallets: RecentWalletsStore
  transactions: TransactionStore
}

export const GatehouseContext = createContext<GatehouseContextValue | null>(null)

export function useGatehouse(): GatehouseContextValue {
  const value = useContext(GatehouseContext)
  if (!value)
    throw new Error('Gatehouse hooks and components must be used within <GatehouseProvider>')
  return value
}
