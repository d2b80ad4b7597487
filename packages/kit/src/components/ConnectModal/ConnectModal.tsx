import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { LanguageContext, useLanguage } from '../../context/LanguageContext'
import { useModals } from '../../context/ModalContext'
import { useSettings } from '../../context/SettingsContext'
import {
  type ConnectFlowState,
  connectFlowReducer,
  initialConnectFlowState,
  isSameAttempt,
  type WalletCapabilities,
  type WalletStep,
} from '../../core/connectFlow'
import { useConnectWallet } from '../../hooks/useConnectWallet'
import { useIsCompact } from '../../hooks/useIsCompact'
import { useWalletCatalogue } from '../../hooks/useWalletCatalogue'
import { useWalletOptions } from '../../hooks/useWalletOptions'
import { withCatalogue } from '../../i18n/translate'
import type { WalletOption } from '../../wallets/Wallet'
import { Dialog } from '../Dialog/Dialog'
import { Disclaimer } from '../Disclaimer/Disclaimer'
import { findWalletOption } from '../WalletButton/walletButtonFlow'
import { ConnectAnnouncer } from './ConnectAnnouncer'
import styles from './ConnectModal.module.css'
import { ConnectStep } from './steps/ConnectStep'
import { DownloadOptionsStep } from './steps/DownloadOptionsStep'
import { DownloadStep } from './steps/DownloadStep'
import { GetStep } from './steps/GetStep'
import { InstructionsExtensionStep } from './steps/InstructionsExtensionStep'
import { InstructionsMobileStep } from './steps/InstructionsMobileStep'
import { LearnCompactStep } from './steps/LearnCompactStep'
import { NoneStep } from './steps/NoneStep'
import type { StepProps } from './steps/StepProps'
import { WalletIconRow, WalletList } from './WalletList'

export type ConnectModalProps = { open: boolean; onClose: () => void }

/** §2 "Connect a wallet": two panes (wide) or a bottom sheet with a row of icons (compact). */
export function ConnectModal({ open, onClose }: ConnectModalProps) {
  const language = useLanguage()
  const { modalSize } = useSettings()
  const compact = useIsCompact() || modalSize === 'compact'
  // Wallet instructions are strings only this modal needs: they load with it, in the active
  // language (English until that language's wallet strings arrive).
  const walletStrings = useWalletCatalogue(language.language)
  const value = useMemo(
    () => ({ ...language, t: withCatalogue(language.t, walletStrings) }),
    [language, walletStrings],
  )
  return (
    <LanguageContext.Provider value={value}>
      <Dialog open={open} onClose={onClose} title={value.t('connect.title')} wide={!compact}>
        {/* Mounted only while open, so every opening starts a fresh flow (at NONE, or on the
            wallet the opening names). */}
        {open && <ConnectFlow compact={compact} />}
      </Dialog>
    </LanguageContext.Provider>
  )
}

const capabilitiesOf = (target: WalletOption): WalletCapabilities => ({
  id: target.id,
  ready: target.ready,
  hasExtensionDownloadUrl: !!target.extensionDownloadUrl,
})

/** Opened on a wallet: the flow starts as if that wallet had been picked in the list. */
const startOn = (target: WalletOption | undefined): ConnectFlowState =>
  target
    ? connectFlowReducer(initialConnectFlowState, {
        type: 'selectWallet',
        fromList: true,
        wallet: capabilitiesOf(target),
      })
    : initialConnectFlowState

function ConnectFlow({ compact }: { compact: boolean }) {
  const { t } = useLanguage()
  // The GET step's list is read only by that step, or to find a wallet the list does not show:
  // not on the click that opens the modal (issue #18).
  const options = useWalletOptions()
  const { wallets } = options
  const findOption = (id: string | undefined) =>
    id === undefined
      ? undefined
      : (wallets.find((w) => w.id === id) ?? options.walletsToGet.find((w) => w.id === id))
  // The wallet this opening names (openConnectModal({ walletId }), a WalletButton), if listed.
  const { connectModalWalletId } = useModals()
  const target =
    connectModalWalletId === undefined ? undefined : findWalletOption(options, connectModalWalletId)
  const [state, dispatch] = useReducer(connectFlowReducer, target, startOn)
  // A flow rendered ahead of its opening (lazyModal's hidden pre-render) started with no target:
  // the opening brings one in the render that shows it, so it starts on that wallet before its
  // first frame (React's "adjusting state when a prop changes").
  const [startedOn, setStartedOn] = useState(target?.id)
  if (target && target.id !== startedOn) {
    setStartedOn(target.id)
    dispatch({ type: 'selectWallet', fromList: true, wallet: capabilitiesOf(target) })
  }
  const { connect, qrUri, linkUri } = useConnectWallet()
  const wallet = findOption(state.selectedWalletId)

  const run = async (target: WalletOption) => {
    const outcome = await connect(target, () => dispatch({ type: 'connectSigned' }))
    switch (outcome) {
      case 'failed':
        return dispatch({ type: 'connectFailed' })
      case 'safeInfoUnavailable':
      case 'unreachable':
      case 'signInRefused':
      case 'signInFailed':
        return dispatch({ type: 'connectFailed', failure: outcome })
      case 'rejected':
        return dispatch({ type: 'connectRejected' })
      case 'requestPending':
        return dispatch({ type: 'connectPending' })
      case 'connected':
      case 'stale':
        return
      default: {
        const exhaustive: never = outcome
        return exhaustive
      }
    }
  }
  const select = (target: WalletOption, fromList: boolean) => {
    if (isSameAttempt(state, target.id)) return // a double click must not ask the wallet twice
    dispatch({ type: 'selectWallet', fromList, wallet: capabilitiesOf(target) })
    if (target.ready) void run(target)
  }
  // The opening's wallet is asked once the flow is shown (effects wait for that; a hidden
  // pre-render runs none), once per target: the ref keeps a remount from asking it twice.
  const asked = useRef<string | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the opening's target changes
  useEffect(() => {
    if (!target?.ready || asked.current === target.id) return
    asked.current = target.id
    void run(target)
  }, [target?.id])
  const onSelectFromList = (target: WalletOption) => select(target, true)
  const onSelectWallet = (target: WalletOption) => select(target, false)
  const onRetry = () => {
    if (!wallet) return
    dispatch({ type: 'retry' })
    void run(wallet)
  }
  const props: StepProps = {
    state,
    dispatch,
    wallet,
    getWalletsToGet: () => options.walletsToGet,
    compact,
    onSelectWallet,
    onRetry,
    qrUri,
    linkUri,
  }
  const back =
    state.history.length > 0 ? (
      <button type="button" className={styles.back} onClick={() => dispatch({ type: 'back' })}>
        <span aria-hidden="true">‹</span> {t('connect.back')}
      </button>
    ) : null

  // Mounted with the modal, before any step: its text changes, the region itself stays.
  const announcer = (
    <ConnectAnnouncer state={state} wallet={wallet} compact={compact} qrUri={qrUri} />
  )

  if (compact) {
    return (
      <div className={styles.sheet} data-step={state.step}>
        {back}
        {state.step === 'NONE' && (
          <WalletIconRow
            wallets={wallets}
            selectedId={state.selectedWalletId}
            onSelect={onSelectFromList}
          />
        )}
        <StepView step={state.step} props={props} />
        {state.step === 'NONE' && <Disclaimer />}
        {announcer}
      </div>
    )
  }
  return (
    <div className={styles.panes}>
      <WalletList
        wallets={wallets}
        selectedId={state.selectedWalletId}
        onSelect={onSelectFromList}
      />
      <div className={styles.rightPane} data-step={state.step}>
        {back}
        <StepView step={state.step} props={props} />
      </div>
      {announcer}
    </div>
  )
}

function StepView({ step, props }: { step: WalletStep; props: StepProps }) {
  switch (step) {
    case 'NONE':
      return <NoneStep {...props} />
    case 'LEARN_COMPACT':
      return <LearnCompactStep {...props} />
    case 'GET':
      return <GetStep {...props} />
    case 'CONNECT':
      return <ConnectStep {...props} />
    case 'DOWNLOAD_OPTIONS':
      return <DownloadOptionsStep {...props} />
    case 'DOWNLOAD':
      return <DownloadStep {...props} />
    case 'INSTRUCTIONS_MOBILE':
      return <InstructionsMobileStep {...props} />
    case 'INSTRUCTIONS_EXTENSION':
      return <InstructionsExtensionStep {...props} />
    default: {
      const exhaustive: never = step
      return exhaustive
    }
  }
}
