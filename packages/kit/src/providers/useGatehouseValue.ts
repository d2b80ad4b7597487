import { useMemo, useState } from 'react'
import type { Chain } from 'viem'
import type { AvatarComponent } from '../context/AvatarComponent'
import type { DisclaimerComponent } from '../context/DisclaimerComponent'
import type { LanguageContextValue } from '../context/LanguageContext'
import type { ModalSize, SettingsContextValue } from '../context/SettingsContext'
import type { StoresContextValue } from '../context/StoresContext'
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

/**
 * The kit-wide contexts' values, each memoised on its own inputs: the app's settings, the active
 * language, and the two stores. A language loading changes `language` only, so the consumers of
 * the other two are not re-rendered by it.
 */
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
}: GatehouseSettings): {
  settings: SettingsContextValue
  language: LanguageContextValue
  stores: StoresContextValue
} {
  const [recentWallets] = useState(() => createRecentWalletsStore(recentWalletsStorage()))
  const transactions = useTransactionStore()
  const { language, catalogue, numberLocale } = useActiveLocale(locale)
  const initialChainId = useInitialChainId(initialChain)
  const settings = useMemo<SettingsContextValue>(
    () => ({
      appName,
      connectLabel,
      learnMoreUrl,
      modalSize,
      safeGatewayUrl,
      Avatar: avatar,
      disclaimer,
      showRecentTransactions,
      coolMode,
      initialChainId,
      nonce,
    }),
    [
      appName,
      connectLabel,
      learnMoreUrl,
      modalSize,
      safeGatewayUrl,
      avatar,
      disclaimer,
      showRecentTransactions,
      coolMode,
      initialChainId,
      nonce,
    ],
  )
  const languageValue = useMemo<LanguageContextValue>(
    () => ({
      t: createTranslate(catalogue),
      catalogue,
      locale: numberLocale,
      language,
      dir: localeDirection(language),
    }),
    [catalogue, numberLocale, language],
  )
  const stores = useMemo<StoresContextValue>(
    () => ({ recentWallets, transactions }),
    [recentWallets, transactions],
  )
  return { settings, language: languageValue, stores }
}
