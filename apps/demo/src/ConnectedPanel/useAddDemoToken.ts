// The "Add GHT to wallet" action: the kit's useWatchAsset, and what the panel says about it.
// The visitor declining is quiet (nothing to say); a wallet without wallet_watchAsset gets a
// sentence telling the visitor how to add the token by hand.
import { useWatchAsset } from '@gatehouse/kit'
import { useDemoT } from '../i18n/t'
import { DEMO_TOKEN, demoTokenAsset } from './demoToken'

export function useAddDemoToken() {
  const t = useDemoT()
  const { watchAsset, data, error, isPending } = useWatchAsset()
  const { symbol, address } = DEMO_TOKEN
  let message = ''
  if (error?.name === 'WatchAssetNotSupportedError') {
    message = t('panel.token_unsupported', { symbol, address })
  } else if (error) {
    message = error.message.split('\n')[0] ?? ''
  } else if (data === 'added') {
    message = t('panel.token_added', { symbol })
  }
  return {
    label: t('panel.add_token', { symbol }),
    addToken: () => watchAsset(demoTokenAsset(window.location.origin)),
    pending: isPending,
    message,
  }
}
