import { useAddRecentTransaction, useProfile } from '@gatehouse/kit'
import { useIsSafeApp } from '@gatehouse/kit/safe'
import { lazy, Suspense, useState } from 'react'
import { parseEther } from 'viem'
import { useConnection, useSendTransaction, useSignMessage } from 'wagmi'
import enConnected from '../i18n/en.connected.json'
import { addEnglishStrings, useDemoT } from '../i18n/t'
import styles from './ConnectedPanel.module.css'
import { DEMO_TOKEN_AVAILABLE } from './demoToken'
import { useAddDemoToken } from './useAddDemoToken'
import { useSendDemoBatch } from './useSendDemoBatch'

// The panel's English strings (and the Safe panel's) load with this chunk, not in the first render.
addEnglishStrings(enConnected)

// Only a Safe App (the demo inside a Safe host) shows the Safe's balances and address book.
const SafePanel = lazy(() =>
  import('../SafePanel/SafePanel').then((m) => ({ default: m.SafePanel })),
)

// Multicall3 exists on every chain (and on every local anvil) and has no fallback function, so a
// call with unknown data reverts once mined. Gas is given so the wallet does not refuse it early.
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
const FAILING_CALL_GAS = 100_000n

type Outcome = { kind: 'signature' | 'sent' | 'error'; text: string } | undefined

const isRejection = (error: unknown) =>
  (error as { name?: string }).name === 'UserRejectedRequestError' ||
  /rejected/i.test(String((error as { message?: string }).message))

/** The demo's page section for a connected visitor: summary, a transaction, a signature, a token. */
export function ConnectedPanel() {
  const { address, chain, status } = useConnection()
  const profile = useProfile()
  const t = useDemoT()
  const addRecentTransaction = useAddRecentTransaction()
  const { mutateAsync: sendTransaction, isPending: sending } = useSendTransaction()
  const { mutateAsync: signMessage, isPending: signing } = useSignMessage()
  const [outcome, setOutcome] = useState<Outcome>()
  const isSafeApp = useIsSafeApp()
  const token = useAddDemoToken()
  const batch = useSendDemoBatch()
  const [atomicOnly, setAtomicOnly] = useState(false)
  if (status !== 'connected' || !address) return null
  const symbol = chain?.nativeCurrency.symbol ?? 'ETH'

  const run = async (action: () => Promise<Outcome>) => {
    setOutcome(undefined)
    try {
      setOutcome(await action())
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: isRejection(error) ? t('panel.rejected') : (error as Error).message.split('\n')[0]!,
      })
    }
  }
  const send = (failing: boolean) =>
    run(async () => {
      const hash = await sendTransaction(
        failing
          ? { to: MULTICALL3, data: '0xdeadbeef', gas: FAILING_CALL_GAS }
          : { to: address, value: parseEther('0.001') },
      )
      addRecentTransaction({
        hash,
        description: failing ? t('panel.tx_failing') : t('panel.tx_self', { symbol }),
      })
      return { kind: 'sent', text: t('panel.sent', { hash }) }
    })
  const sign = () =>
    run(async () => ({
      kind: 'signature',
      text: await signMessage({ message: t('panel.sign_message') }),
    }))

  return (
    <section className={styles.panel} aria-labelledby="demo-panel-title">
      <h2 id="demo-panel-title">{t('panel.title')}</h2>
      <dl className={styles.summary}>
        <dt>{t('panel.address')}</dt>
        <dd className={styles.mono}>{address}</dd>
        <dt>{t('panel.network')}</dt>
        <dd>{chain?.name ?? t('panel.unknown')}</dd>
        <dt>{t('panel.balance')}</dt>
        <dd>{profile?.displayBalance ?? t('panel.unknown')}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" disabled={sending || !chain} onClick={() => void send(false)}>
          {t('panel.send', { symbol })}
        </button>
        <button type="button" disabled={sending || !chain} onClick={() => void send(true)}>
          {t('panel.send_failing')}
        </button>
        <button type="button" disabled={signing} onClick={() => void sign()}>
          {t('panel.sign')}
        </button>
        {DEMO_TOKEN_AVAILABLE && (
          <button type="button" disabled={token.pending} onClick={token.addToken}>
            {token.label}
          </button>
        )}
        {DEMO_TOKEN_AVAILABLE && (
          <button
            type="button"
            disabled={batch.pending || !chain}
            onClick={() => batch.send(atomicOnly)}
          >
            {batch.label}
          </button>
        )}
        {DEMO_TOKEN_AVAILABLE && (
          <label>
            <input
              type="checkbox"
              checked={atomicOnly}
              onChange={(event) => setAtomicOnly(event.target.checked)}
            />{' '}
            {batch.atomicLabel}
          </label>
        )}
      </div>
      {/* Present before the visitor acts, so screen readers announce the outcome when it appears. */}
      {DEMO_TOKEN_AVAILABLE && (
        <p role="status" aria-label={t('panel.token_status')} className={styles.outcome}>
          {token.message}
        </p>
      )}
      {DEMO_TOKEN_AVAILABLE && (
        <p role="status" aria-label={t('panel.batch_status')} className={styles.outcome}>
          {batch.message}
        </p>
      )}
      {outcome && (
        <p role={outcome.kind === 'error' ? 'alert' : 'status'} className={styles.outcome}>
          {outcome.kind === 'signature' && <span>{t('panel.signature')}: </span>}
          <span className={styles.mono} data-testid={`demo-${outcome.kind}`}>
            {outcome.text}
          </span>
        </p>
      )}
      {isSafeApp && (
        <Suspense fallback={null}>
          <SafePanel />
        </Suspense>
      )}
    </section>
  )
}
