import { type ComponentType, useEffect, useSyncExternalStore } from 'react'
import { loadQrLibrary } from '../components/QRCode/renderQrSvg'
import {
  IconsVersionContext,
  iconsVersion,
  subscribeIcons,
} from '../components/WalletIcon/iconsVersion'
import { useIdleIconPreload } from '../components/WalletIcon/useIdleIconPreload'
import type { ModalContextValue } from '../context/ModalContext'
import type { ConnectionStatus } from '../core/connectionStatus'
import { whenIdle } from '../loading/whenIdle'
import { transactionStoreCode } from '../transactions/facade'
import { type LazyModal, lazyModal, type ModalProps } from './lazyModal'

/** A modal's code and the English strings the first render leaves out, in one promise. */
function withStrings(
  load: () => Promise<ComponentType<ModalProps>>,
): () => Promise<ComponentType<ModalProps>> {
  return () =>
    Promise.all([load(), import('../i18n/withAllStrings')]).then(([Modal, { withAllStrings }]) =>
      withAllStrings(Modal),
    )
}

const ConnectModal = lazyModal(
  withStrings(() => import('../components/ConnectModal/ConnectModal').then((m) => m.ConnectModal)),
  // The QR step's library, so the WalletConnect step shows its code without a wait.
  // The wallet and network icons depend on the config: useIdleIconPreload below loads them.
  [loadQrLibrary],
)
const AccountModal = lazyModal(
  // With the recent-transaction store's code, so its list is there on the first frame. Not
  // needed to open: without it the list reads empty and fills in when the code arrives.
  withStrings(() =>
    Promise.all([
      import('../components/AccountModal/AccountModal'),
      transactionStoreCode.load().catch(() => {}),
    ]).then(([m]) => m.AccountModal),
  ),
)
const SignInDialog = lazyModal(
  withStrings(() => import('../components/SignInDialog/SignInDialog').then((m) => m.SignInDialog)),
)
const ChainModal = lazyModal(
  withStrings(() => import('../components/ChainModal/ChainModal').then((m) => m.ChainModal)),
)

/** Every modal's code, in the order a visitor most likely needs it. */
export function preloadModals(): Promise<unknown> {
  return Promise.all([
    ConnectModal.preload(),
    SignInDialog.preload(),
    AccountModal.preload(),
    ChainModal.preload(),
  ])
}

/**
 * The modals a visitor in this state can open next: a disconnected visitor the connect modal
 * (and the sign-in dialog that follows it when the app has sign-in), a connected one the account
 * and network modals. The others load when the state changes, so no visitor pays (in transfer,
 * memory and compile time) for dialogs they cannot reach yet.
 */
export function modalsToPreload(status: ConnectionStatus, signIn: boolean): readonly LazyModal[] {
  switch (status) {
    case 'loading':
      return []
    case 'disconnected':
      return signIn ? [ConnectModal, SignInDialog] : [ConnectModal]
    case 'unauthenticated':
      return [SignInDialog]
    case 'connected':
      return [AccountModal, ChainModal]
    default: {
      const exhaustive: never = status
      return exhaustive
    }
  }
}

/** The modals, each loaded in idle time before it can be opened, so that opening never waits. */
export function GatehouseModals({
  modals,
  status,
  signIn,
}: {
  modals: ModalContextValue
  status: ConnectionStatus
  /** the app has sign-in (an authentication adapter) */
  signIn: boolean
}) {
  // Every listed wallet's icon and every chain's, so no list paints without them (#18).
  useIdleIconPreload()
  useEffect(
    () =>
      whenIdle(() => {
        // A failed chunk request is retried when the modal opens.
        Promise.all(modalsToPreload(status, signIn).map((modal) => modal.preload())).catch(() => {})
      }),
    [status, signIn],
  )
  const { closeModals } = modals
  // The modals this visitor can open next are rendered ahead, hidden, once their code is here;
  // their icons follow through this count (a hidden modal subscribes to nothing itself).
  const next = modalsToPreload(status, signIn)
  const icons = useSyncExternalStore(subscribeIcons, iconsVersion, () => 0)
  return (
    <IconsVersionContext.Provider value={icons}>
      <ConnectModal
        open={modals.connectModalOpen && status !== 'unauthenticated'}
        onClose={closeModals}
        prerender={next.includes(ConnectModal)}
      />
      <SignInDialog
        open={modals.connectModalOpen && status === 'unauthenticated'}
        onClose={closeModals}
        // Shown as soon as a connection needs signing in: nothing to render ahead before that.
        prerender={false}
      />
      <AccountModal
        open={modals.accountModalOpen}
        onClose={closeModals}
        prerender={next.includes(AccountModal)}
      />
      <ChainModal
        open={modals.chainModalOpen}
        onClose={closeModals}
        prerender={next.includes(ChainModal)}
      />
    </IconsVersionContext.Provider>
  )
}
