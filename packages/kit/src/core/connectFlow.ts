// The connect modal's steps (§2) and transitions (§4) as a pure reducer.
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

/**
 * The CONNECT step's own progress: §4 "a connection failure sets an error that enables RETRY".
 * 'requestPending' is §8's resource-unavailable case (-32002): the wallet already holds a
 * connection request. That request is not a failure and is still alive, so it enables no RETRY
 * (asking again only meets -32002 again); answering it in the wallet connects, and picking the
 * wallet in the list again is a new attempt.
 */
export type ConnectPhase =
  | 'connecting'
  /** the wallet connected and signed in with one approval; the server is verifying that */
  | 'verifying'
  | 'failed'
  | 'rejected'
  | 'requestPending'
  | 'notInstalled'

/** One screen: the step, the wallet it is about, and (on CONNECT) how far connecting got. */
export type FlowScreen = {
  step: WalletStep
  selectedWalletId: string | undefined
  phase: ConnectPhase | undefined
}

/**
 * Why a connection failed, when the CONNECT step can say more than "failed": the Safe host's
 * info did not come, the wallet could not be reached ('unreachable': its WalletConnect relay does
 * not answer), or the wallet signed in with its connection and the server refused the signature
 * ('signInRefused') or the sign-in went wrong otherwise ('signInFailed').
 */
export type ConnectFailure =
  | 'safeInfoUnavailable'
  | 'unreachable'
  | 'signInRefused'
  | 'signInFailed'

export type ConnectFlowState = FlowScreen & {
  /** screens to return to with Back, most recent last */
  history: readonly FlowScreen[]
  /** with phase 'failed': a known cause (§8 "Could not load Safe information", a sign-in error) */
  failure?: ConnectFailure | undefined
}

/** What the reducer needs to know of a wallet: capabilities, never its id's meaning. */
export type WalletCapabilities = {
  id: string
  ready: boolean
  hasExtensionDownloadUrl: boolean
}

export type ConnectFlowAction =
  /** `fromList`: picked in the wallet list, which starts a new path (Back leads home) */
  | { type: 'selectWallet'; wallet: WalletCapabilities; fromList: boolean }
  | { type: 'connectFailed'; failure?: ConnectFailure }
  /** one-prompt sign-in: the wallet approved and signed; the server verifies before it counts */
  | { type: 'connectSigned' }
  | { type: 'connectRejected' }
  /** §8 -32002: a request is already waiting in the wallet */
  | { type: 'connectPending' }
  | { type: 'retry' }
  | { type: 'learnMore' }
  | { type: 'getWallet' }
  | { type: 'getWalletOptions'; walletId: string }
  | { type: 'chooseExtension' }
  | { type: 'chooseMobile' }
  | { type: 'continue' }
  | { type: 'install' }
  | { type: 'back' }

const HOME: FlowScreen = { step: 'NONE', selectedWalletId: undefined, phase: undefined }

export const initialConnectFlowState: ConnectFlowState = { ...HOME, history: [] }

const screenOf = ({ step, selectedWalletId, phase }: ConnectFlowState): FlowScreen => ({
  step,
  selectedWalletId,
  phase,
})

function go(
  state: ConnectFlowState,
  step: WalletStep,
  patch: Partial<FlowScreen> = {},
  history: readonly FlowScreen[] = [...state.history, screenOf(state)],
): ConnectFlowState {
  return { selectedWalletId: state.selectedWalletId, phase: undefined, ...patch, step, history }
}

/** The attempt is still in flight: the wallet is asked, or its sign-in is being verified. */
const inFlight = (state: ConnectFlowState): boolean =>
  state.step === 'CONNECT' && (state.phase === 'connecting' || state.phase === 'verifying')

/** True when this selection is the attempt already in flight (a double click). */
export function isSameAttempt(state: ConnectFlowState, walletId: string): boolean {
  return inFlight(state) && state.selectedWalletId === walletId
}

export function connectFlowReducer(
  state: ConnectFlowState,
  action: ConnectFlowAction,
): ConnectFlowState {
  switch (action.type) {
    case 'selectWallet': {
      const { wallet } = action
      if (isSameAttempt(state, wallet.id)) return state
      const history = action.fromList
        ? state.step === 'NONE'
          ? [screenOf(state)]
          : [HOME]
        : [...state.history, screenOf(state)]
      const selectedWalletId = wallet.id
      // §4: not ready -> DOWNLOAD_OPTIONS, or CONNECT when it has no extension download URL.
      if (wallet.ready)
        return go(state, 'CONNECT', { selectedWalletId, phase: 'connecting' }, history)
      if (wallet.hasExtensionDownloadUrl)
        return go(state, 'DOWNLOAD_OPTIONS', { selectedWalletId }, history)
      return go(state, 'CONNECT', { selectedWalletId, phase: 'notInstalled' }, history)
    }
    case 'connectFailed':
      return inFlight(state) ? { ...state, phase: 'failed', failure: action.failure } : state
    case 'connectSigned':
      return state.step === 'CONNECT' && state.phase === 'connecting'
        ? { ...state, phase: 'verifying' }
        : state
    case 'connectRejected':
      // §8: a rejected connection is ignored silently — no error, but the visitor may try again.
      return inFlight(state) ? { ...state, phase: 'rejected' } : state
    case 'connectPending':
      return state.step === 'CONNECT' && state.phase === 'connecting'
        ? { ...state, phase: 'requestPending' }
        : state
    case 'retry':
      return state.step === 'CONNECT' && (state.phase === 'failed' || state.phase === 'rejected')
        ? { ...state, phase: 'connecting', failure: undefined }
        : state
    case 'learnMore':
      return state.step === 'NONE' ? go(state, 'LEARN_COMPACT') : state
    case 'getWallet':
      return state.step === 'NONE' || state.step === 'LEARN_COMPACT' ? go(state, 'GET') : state
    case 'getWalletOptions':
      return state.step === 'GET'
        ? go(state, 'DOWNLOAD_OPTIONS', { selectedWalletId: action.walletId })
        : state
    case 'install':
      return state.step === 'CONNECT' && state.selectedWalletId
        ? go(state, 'DOWNLOAD_OPTIONS')
        : state
    case 'chooseExtension':
      return state.step === 'DOWNLOAD_OPTIONS' ? go(state, 'INSTRUCTIONS_EXTENSION') : state
    case 'chooseMobile':
      return state.step === 'DOWNLOAD_OPTIONS' ? go(state, 'DOWNLOAD') : state
    case 'continue':
      return state.step === 'DOWNLOAD' ? go(state, 'INSTRUCTIONS_MOBILE') : state
    case 'back': {
      const previous = state.history.at(-1)
      if (previous === undefined) return state
      return { ...previous, history: state.history.slice(0, -1) }
    }
    default: {
      const exhaustive: never = action
      return exhaustive
    }
  }
}
