import { useEffect, useSyncExternalStore } from 'react'
import {
  IconsVersionContext,
  iconsVersion,
  subscribeIcons,
} from '../components/WalletIcon/iconsVersion'
import { useIdleIconPreload } from '../components/WalletIcon/useIdleIconPreload'
import type { ModalContextValue } from '../context/ModalContext'
import type { ConnectionStatus } from '../core/connectionStatus'
import { whenIdle } from '../loading/whenIdle'
import {
  AccountModal,
  ChainModal,
  ConnectModal,
  modalsToPreload,
  SignInDialog,
} from './preloadPlan'

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
