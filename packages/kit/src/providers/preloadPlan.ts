// The preload plan: what the kit loads when, in one place (docs/architecture.md, "What loads
// when", is its table). Every lazy load goes through loading/loadOnce, and every lazily rendered
// piece through loading/useLoaded.
//
//   first render   the button, the providers, the live regions, English's first-render
//                  strings; when the browser asks for another language, its catalogue's table
//                  is requested as the kit's module is evaluated (i18n/loadCatalogue)
//   idle time      after the first render, the modals the visitor can open next
//                  (modalsToPreload below, by connection status) with their extra work (the QR
//                  encoder with the connect modal, the recent-transaction store's code with the
//                  account modal), and every listed wallet's and chain's icon, ChainIcon's code
//                  included (useIdleIconPreload)
//   list shown     the code of the listed wallets' connectors that can load ahead
//                  (WalletConnect's: useConnectorCodePreload), again on a wallet's pointerdown
//   on connect     the transaction follower and the store's code (TransactionAnnouncer); in a
//                  frame only, the Safe App notice (SafeAppNoticeSlot)
//   on click       a modal whose preload has not finished; a connector's code and its SDK
//                  (lazyConnector) when not loaded ahead; the catalogue of a language the app
//                  switches to
//   on use         viem's http transport with the first RPC request (lazyHttp), the profile's
//                  reads once connected (query/profile), the Safe Apps SDK inside a Safe host
import type { ComponentType } from 'react'
import { loadQrLibrary } from '../components/QRCode/loadQrLibrary'
import type { ConnectionStatus } from '../core/connectionStatus'
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

export const ConnectModal = lazyModal(
  withStrings(() => import('../components/ConnectModal/ConnectModal').then((m) => m.ConnectModal)),
  // The QR step's library, so the WalletConnect step shows its code without a wait.
  // The wallet and network icons depend on the config: useIdleIconPreload below loads them.
  [loadQrLibrary],
)
export const AccountModal = lazyModal(
  // With the recent-transaction store's code, so its list is there on the first frame. Not
  // needed to open: without it the list reads empty and fills in when the code arrives.
  withStrings(() =>
    Promise.all([
      import('../components/AccountModal/AccountModal'),
      transactionStoreCode.load().catch(() => {}),
    ]).then(([m]) => m.AccountModal),
  ),
)
export const SignInDialog = lazyModal(
  withStrings(() => import('../components/SignInDialog/SignInDialog').then((m) => m.SignInDialog)),
)
export const ChainModal = lazyModal(
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
