import { useMemo, useState } from 'react'
import type { Chain } from 'viem'
import type { AvatarComponent } from '../context/AvatarComponent'
import type { DisclaimerComponent } from '../context/DisclaimerComponent'
import type { GatehouseContextValue, ModalSize } from '../context/GatehouseContext'
import { createRecentWalletsStore } from '../core/createRecentWalletsStore'
import { useActiveLocale } from '../hooks/useActiveLocale'
import { localeDirection } from '../i18n/locales'
import { createTranslate } from '../i18n/translate'
import { useTransactionStore } from '../transactions/facade'
import { recentWalletsStorage } from './browserStorage'
import { useInitialChainId } from './useInitialChainId'

export type GatehouseSettings = {
  appName: string
  learnMoreUrl: string | undefined
  disclaimer: DisclaimerComponent | undefined
  showRecentTransactions: boolean
  coolMode: boolean
  initialChain: Chain | number | undefined
  locale: string | undefined
  connectLabel: string | undefined
  modalSize: ModalSize
  avatar: AvatarComponent
  safeGatewayUrl: string | undefined
  nonce: string | undefined
}

/** The kit-wide context: the app's settings, the active language, and the two stores. */
export function useGatehouseValue({
  appName,
  learnMoreUrl,
  disclaimer,
  showRecentTransactions,
  coolMode,
  initialChain,
  locale,
  connectLabel,
  modalSize,
  avatar,
  safeGatewayUrl,
  nonce,
}: GatehouseSettings): GatehouseContextValue {
  const [recentWallets] = useState(() => createRecentWalletsStore(recentWalletsStorage()))
  const transactions = useTransactionStore()
  const { language, catalogue, numberLocale } = useActiveLocale(locale)
  const initialChainId = useInitialChainId(initialChain)
  return useMemo<GatehouseContextValue>(() => {
    const t = createTranslate(catalogue)
    return {
      t,
      catalogue,
      locale: numberLocale,
      language,
      dir: localeDirection(language),
      appName,
      connectLabel: connectLabel ?? t('connect_wallet.label'),
      learnMoreUrl: learnMoreUrl ?? t('intro.learn_more_url'),
      modalSize,
      recentWallets,
      transactions,
      safeGatewayUrl,
      Avatar: avatar,
      disclaimer,
      showRecentTransactions,
      coolMode,
      initialChainId,
      nonce,
    }
  }, [
    disclaimer,
    showRecentTransactions,
    coolMode,
    initialChainId,
    catalogue,
    numberLocale,
    language,
    appName,
    connectLabel,
    learnMoreUrl,
    modalSize,
    recentWallets,
    transactions,
    avatar,
    safeGatewayUrl,
    nonce,
  ])
}
