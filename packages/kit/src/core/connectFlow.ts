// The connect modal's steps (SPEC §2) and transitions (§4) as a pure reducer.
// Components dispatch; they never decide the next step themselves.

export type WalletStep =
  | 'NONE'
  | 'LEARN_COMPACT'
  | 'GET'
  | 'CONNECT'
  | 'DOWNLOAD_OPTIONS'
  | 'DOWNLOAD'
  | 'INSTRUCTIONS_MOBILE'
  | 'INSTRUCTIONS_EXTENSION'

/** The CONNECT step's own progress: §4 "a connection failure sets an error that enables RETRY". */
export type ConnectPhase = 'connecting' | 'failed' | 'rejected' | 'notInstalled'

export type ConnectFlowState = {
  step: WalletStep
  /** steps to return to with Back, most recent last */
  history: readonly WalletStep[]
  selectedWalletId: string | undefined
  phase: ConnectPhase | undefined
}

/** What the reducer needs to know of a wallet: capabilities, never its id's meaning. */
export type WalletCapabilities = {
  id: string
  ready: boolean
  hasExtensionDownloadUrl: boolean
}

export type ConnectFlowAction =
  | { type: 'selectWallet'; wallet: WalletCapabilities }
  | { type: 'connectFailed' }
  | { type: 'connectRejected' }
  | { type: 'retry' }
  | { type: 'learnMore' }
  | { type: 'getWallet' }
  | { type: 'getWalletOptions'; walletId: string }
  | { type: 'chooseExtension' }
  | { type: 'chooseMobile' }
  | { type: 'continue' }
  | { type: 'install' }
  | { type: 'back' }
  | { type: 'reset' }

export const initialConnectFlowState: ConnectFlowState = {
  step: 'NONE',
  history: [],
  selectedWalletId: undefined,
  phase: undefined,
}

function go(
  state: ConnectFlowState,
  step: WalletStep,
  patch: Partial<ConnectFlowState> = {},
): ConnectFlowState {
  // Re-entering the same step (e.g. picking another wallet) must not stack Back entries.
  const history = state.step === step ? state.history : [...state.history, state.step]
  return { ...state, ...patch, step, history }
}

export function connectFlowReducer(
  state: ConnectFlowState,
  action: ConnectFlowAction,
): ConnectFlowState {
  switch (action.type) {
    case 'selectWallet': {
      const { wallet } = action
      const base = { selectedWalletId: wallet.id }
      // §4: not ready -> DOWNLOAD_OPTIONS, or CONNECT when it has no extension download URL.
      if (wallet.ready) return go(state, 'CONNECT', { ...base, phase: 'connecting' })
      if (wallet.hasExtensionDownloadUrl)
        return go(state, 'DOWNLOAD_OPTIONS', { ...base, phase: undefined })
      return go(state, 'CONNECT', { ...base, phase: 'notInstalled' })
    }
    case 'connectFailed':
      return state.step === 'CONNECT' ? { ...state, phase: 'failed' } : state
    case 'connectRejected':
      // §8: a rejected connection is ignored silently — no error, but the visitor may try again.
      return state.step === 'CONNECT' ? { ...state, phase: 'rejected' } : state
    case 'retry':
      return state.step === 'CONNECT' && (state.phase === 'failed' || state.phase === 'rejected')
        ? { ...state, phase: 'connecting' }
        : state
    case 'learnMore':
      return go(state, 'LEARN_COMPACT')
    case 'getWallet':
      return go(state, 'GET')
    case 'getWalletOptions':
      return go(state, 'DOWNLOAD_OPTIONS', { selectedWalletId: action.walletId, phase: undefined })
    case 'install':
      return state.selectedWalletId ? go(state, 'DOWNLOAD_OPTIONS', { phase: undefined }) : state
    case 'chooseExtension':
      return state.step === 'DOWNLOAD_OPTIONS' ? go(state, 'INSTRUCTIONS_EXTENSION') : state
    case 'chooseMobile':
      return state.step === 'DOWNLOAD_OPTIONS' ? go(state, 'DOWNLOAD') : state
    case 'continue':
      return state.step === 'DOWNLOAD' ? go(state, 'INSTRUCTIONS_MOBILE') : state
    case 'back': {
      const previous = state.history.at(-1)
      if (previous === undefined) return state
      return {
        ...state,
        step: previous,
        history: state.history.slice(0, -1),
        phase: previous === 'CONNECT' ? state.phase : undefined,
        selectedWalletId: previous === 'NONE' ? undefined : state.selectedWalletId,
      }
    }
    case 'reset':
      return initialConnectFlowState
    default: {
      const exhaustive: never = action
      return exhaustive
    }
  }
}
