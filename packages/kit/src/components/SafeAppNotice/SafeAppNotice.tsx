import { useCallback, useEffect, useRef, useState } from 'react'
import { useConnect, useConnection, useConnectors } from 'wagmi'
import { useLanguage } from '../../context/LanguageContext'
import { isSafeApp } from '../../safe/facade'
import { walletDetailsOf } from '../../wallets/connectorsForWallets'
import styles from './SafeAppNotice.module.css'

type Probe = 'idle' | 'probing' | 'answered' | 'failed'

/**
 * Inside a Safe host the app connects to the Safe by itself (wagmi's auto-connect). When the
 * host does not answer in time, this says so (§8 "Could not load Safe information") and offers
 * a retry, instead of leaving an app that silently never connects.
 */
export function SafeAppNotice() {
  const { t } = useLanguage()
  const { status } = useConnection()
  const connectors = useConnectors()
  const { connectAsync } = useConnect()
  const connector = connectors.find(
    (candidate) => isSafeApp(candidate) && walletDetailsOf(candidate)?.wallet.installed === true,
  )
  const [probe, setProbe] = useState<Probe>('idle')

  // Results land only while mounted; a status change meanwhile (auto-connect starting) must not
  // drop the answer, or the probe would stay in flight forever.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  // Asks the host for the Safe once, while disconnected: an answer means auto-connect can work.
  useEffect(() => {
    if (!connector || status !== 'disconnected' || probe !== 'idle') return
    setProbe('probing')
    connector.getProvider().then(
      () => mounted.current && setProbe('answered'),
      () => mounted.current && setProbe('failed'),
    )
  }, [connector, status, probe])

  const retry = useCallback(async () => {
    if (!connector) return
    setProbe('probing')
    try {
      await connectAsync({ connector })
      setProbe('answered')
    } catch {
      setProbe('failed')
    }
  }, [connector, connectAsync])

  if (!connector || status === 'connected' || probe !== 'failed') return null
  return (
    <div role="alert" className={styles.notice}>
      <span>{t('safe.info_error')}</span>
      <button type="button" className={styles.retry} onClick={() => void retry()}>
        {t('safe.retry')}
      </button>
    </div>
  )
}
