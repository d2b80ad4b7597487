import type { Dispatch } from 'react'
import type { ConnectFlowAction, ConnectFlowState } from '../../../core/connectFlow'
import type { WalletOption } from '../../../wallets/Wallet'

export type StepProps = {
  state: ConnectFlowState
  dispatch: Dispatch<ConnectFlowAction>
  /** the wallet the flow is about, when there is one */
  wallet: WalletOption | undefined
  /** the GET step's list, worked out when asked for: only that step needs it */
  getWalletsToGet: () => readonly WalletOption[]
  compact: boolean
  onSelectWallet: (wallet: WalletOption) => void
  onRetry: () => void
  /** WalletConnect pairing URI, once the connector has produced it: for the QR code */
  qrUri: string | undefined
  /** the same, once the relay has the proposal: for a deep link */
  linkUri: string | undefined
}
