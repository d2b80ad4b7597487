import { useState } from 'react'
import { useChains, useConnection, useDisconnect, useSwitchChain } from 'wagmi'
import { useLanguage } from '../../context/LanguageContext'
import { classifySwitchError, type SwitchErrorKind } from '../../core/providerErrors'
import { useSessionChains } from '../../hooks/useSessionChains'
import { ChainIcon } from '../ChainIcon/ChainIcon'
import { Dialog } from '../Dialog/Dialog'
import buttons from '../shared/buttons.module.css'
import lists from '../shared/lists.module.css'
import messages from '../shared/messages.module.css'
import styles from './ChainModal.module.css'

export type ChainModalProps = { open: boolean; onClose: () => void }

const MESSAGES: Record<Exclude<SwitchErrorKind, 'rejected'>, string> = {
  unsupported: 'chains.switching_not_supported',
  pending: 'chains.request_pending',
  failed: 'chains.switch_failed',
}

/** §2 Switch Networks: the configured chains, Connected / Confirm in Wallet markers, Disconnect. */
export function ChainModal({ open, onClose }: ChainModalProps) {
  const { t } = useLanguage()
  return (
    <Dialog open={open} onClose={onClose} title={t('chains.title')}>
      {open && <ChainList onClose={onClose} />}
    </Dialog>
  )
}

/** The chain list with its Disconnect option; also shown inside the sign-in dialog on a wrong chain. */
export function ChainList({ onClose }: { onClose: () => void }) {
  const { t } = useLanguage()
  const chains = useChains()
  const { chainId, connector } = useConnection()
  const { disconnect } = useDisconnect()
  const { mutateAsync: switchChain } = useSwitchChain()
  const [pendingId, setPendingId] = useState<number>()
  const [problem, setProblem] = useState<Exclude<SwitchErrorKind, 'rejected'>>()
  // A connector without switchChain cannot switch: say so before the visitor tries (§8).
  const canSwitch = typeof connector?.switchChain === 'function'
  // A chain outside the wallet session is shown as not switchable before the visitor tries.
  const sessionChains = useSessionChains()
  const unsupportedChain = chainId !== undefined && !chains.some((c) => c.id === chainId)
  const shownProblem = canSwitch ? problem : 'unsupported'

  const select = async (id: number) => {
    if (id === chainId || pendingId !== undefined) return
    setProblem(undefined)
    setPendingId(id)
    try {
      await switchChain({ chainId: id })
      onClose() // §4: the modal closes when the switch settles
    } catch (error) {
      const kind = classifySwitchError(error)
      if (kind !== 'rejected') setProblem(kind)
    } finally {
      setPendingId(undefined)
    }
  }

  return (
    <div className={styles.body}>
      {unsupportedChain && <p className={styles.notice}>{t('chains.wrong_network')}</p>}
      {shownProblem && (
        <p role="alert" className={messages.error}>
          {t(MESSAGES[shownProblem])}
        </p>
      )}
      <ul className={lists.stack}>
        {chains.map((chain) => {
          const current = chain.id === chainId
          const pending = chain.id === pendingId
          const outsideSession = !!sessionChains && !sessionChains.includes(chain.id)
          return (
            <li key={chain.id}>
              <button
                type="button"
                className={styles.chain}
                aria-current={current ? 'true' : undefined}
                aria-busy={pending ? true : undefined}
                disabled={(!canSwitch || outsideSession) && !current}
                onClick={() => void select(chain.id)}
              >
                <span className={styles.name}>
                  <ChainIcon chain={chain} size={28} />
                  {chain.name}
                </span>
                {current && (
                  <span className={styles.marker}>
                    <span className={styles.dot} aria-hidden="true" />
                    {t('chains.connected')}
                  </span>
                )}
                {pending && <span className={styles.marker}>{t('chains.confirm')}</span>}
                {outsideSession && !current && (
                  <span className={styles.marker}>{t('chains.not_in_session')}</span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      <p className="gh-visually-hidden" role="status">
        {pendingId !== undefined ? t('chains.confirm') : ''}
      </p>
      <button
        type="button"
        className={`${buttons.plain} ${styles.disconnect}`}
        onClick={() => disconnect()}
      >
        {t('chains.disconnect')}
      </button>
    </div>
  )
}
