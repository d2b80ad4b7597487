// Covers every transition of the connect-flow reducer (§2 steps, §4 rules), including the
// actions a step ignores. Rendering is covered by the component and e2e tests.
import { describe, expect, test } from 'vitest'
import {
  type ConnectFlowAction,
  type ConnectFlowState,
  connectFlowReducer,
  type FlowScreen,
  initialConnectFlowState as home,
  type WalletStep,
} from './connectFlow'

const ready = { id: 'metaMask', ready: true, hasExtensionDownloadUrl: true }
const notReadyWithExtension = { id: 'rainbow', ready: false, hasExtensionDownloadUrl: true }
const notReadyNoExtension = { id: 'argent', ready: false, hasExtensionDownloadUrl: false }
const HOME: FlowScreen = { step: 'NONE', selectedWalletId: undefined, phase: undefined }

const at = (step: WalletStep, patch: Partial<ConnectFlowState> = {}): ConnectFlowState => ({
  step,
  selectedWalletId: 'rainbow',
  phase: undefined,
  history: [HOME],
  ...patch,
})
const pick = (wallet: typeof ready, fromList = true): ConnectFlowAction => ({
  type: 'selectWallet',
  wallet,
  fromList,
})

type Row = [string, ConnectFlowState, ConnectFlowAction, ConnectFlowState]
const moves: Row[] = [
  [
    'ready wallet -> CONNECT, connecting',
    home,
    pick(ready),
    at('CONNECT', { selectedWalletId: 'metaMask', phase: 'connecting' }),
  ],
  [
    'not ready with extension URL -> DOWNLOAD_OPTIONS',
    home,
    pick(notReadyWithExtension),
    at('DOWNLOAD_OPTIONS'),
  ],
  [
    'not ready without extension URL -> CONNECT, not installed',
    home,
    pick(notReadyNoExtension),
    at('CONNECT', { selectedWalletId: 'argent', phase: 'notInstalled' }),
  ],
  [
    'a pick from the list starts a new path (Back leads home)',
    at('DOWNLOAD_OPTIONS'),
    pick(ready),
    at('CONNECT', { selectedWalletId: 'metaMask', phase: 'connecting' }),
  ],
  [
    'Connect from the mobile instructions keeps the path',
    at('INSTRUCTIONS_MOBILE', { selectedWalletId: 'metaMask' }),
    pick(ready, false),
    at('CONNECT', {
      selectedWalletId: 'metaMask',
      phase: 'connecting',
      history: [
        HOME,
        { step: 'INSTRUCTIONS_MOBILE', selectedWalletId: 'metaMask', phase: undefined },
      ],
    }),
  ],
  [
    'failure enables RETRY',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'connectFailed' },
    at('CONNECT', { phase: 'failed' }),
  ],
  [
    'a Safe host that never answered is a known failure (§8 message), still with RETRY',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'connectFailed', failure: 'safeInfoUnavailable' },
    at('CONNECT', { phase: 'failed', failure: 'safeInfoUnavailable' }),
  ],
  [
    'a wallet that cannot be reached (its relay is down) is a known failure, with RETRY',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'connectFailed', failure: 'unreachable' },
    at('CONNECT', { phase: 'failed', failure: 'unreachable' }),
  ],
  [
    'RETRY clears an unreachable wallet: connecting again',
    at('CONNECT', { phase: 'failed', failure: 'unreachable' }),
    { type: 'retry' },
    at('CONNECT', { phase: 'connecting', failure: undefined }),
  ],
  [
    'RETRY clears a known failure',
    at('CONNECT', { phase: 'failed', failure: 'safeInfoUnavailable' }),
    { type: 'retry' },
    at('CONNECT', { phase: 'connecting', failure: undefined }),
  ],
  [
    'one-prompt sign-in: the wallet signed, the server verifies',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'connectSigned' },
    at('CONNECT', { phase: 'verifying' }),
  ],
  [
    'a sign-in the server refuses is a failed connection, with RETRY',
    at('CONNECT', { phase: 'verifying' }),
    { type: 'connectFailed', failure: 'signInRefused' },
    at('CONNECT', { phase: 'failed', failure: 'signInRefused' }),
  ],
  [
    'a sign-in that went wrong otherwise is its own failure',
    at('CONNECT', { phase: 'verifying' }),
    { type: 'connectFailed', failure: 'signInFailed' },
    at('CONNECT', { phase: 'failed', failure: 'signInFailed' }),
  ],
  [
    'rejection is silent (not a failure)',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'connectRejected' },
    at('CONNECT', { phase: 'rejected' }),
  ],
  [
    'a request already waiting in the wallet (-32002) is its own phase, not a failure',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'connectPending' },
    at('CONNECT', { phase: 'requestPending' }),
  ],
  [
    'picking the wallet again while its request waits is a new attempt',
    at('CONNECT', { selectedWalletId: 'metaMask', phase: 'requestPending' }),
    pick(ready),
    at('CONNECT', { selectedWalletId: 'metaMask', phase: 'connecting' }),
  ],
  [
    'RETRY after failure -> connecting',
    at('CONNECT', { phase: 'failed' }),
    { type: 'retry' },
    at('CONNECT', { phase: 'connecting' }),
  ],
  [
    'RETRY after rejection -> connecting',
    at('CONNECT', { phase: 'rejected' }),
    { type: 'retry' },
    at('CONNECT', { phase: 'connecting' }),
  ],
  [
    'What is a Wallet? (compact) -> LEARN_COMPACT',
    home,
    { type: 'learnMore' },
    at('LEARN_COMPACT', { selectedWalletId: undefined }),
  ],
  ['Get a Wallet -> GET', home, { type: 'getWallet' }, at('GET', { selectedWalletId: undefined })],
  [
    'Get a Wallet from LEARN_COMPACT -> GET',
    at('LEARN_COMPACT', { selectedWalletId: undefined }),
    { type: 'getWallet' },
    at('GET', { selectedWalletId: undefined, history: [HOME, { ...HOME, step: 'LEARN_COMPACT' }] }),
  ],
  [
    'GET -> DOWNLOAD_OPTIONS for a wallet',
    at('GET', { selectedWalletId: undefined }),
    { type: 'getWalletOptions', walletId: 'trust' },
    at('DOWNLOAD_OPTIONS', {
      selectedWalletId: 'trust',
      history: [HOME, { ...HOME, step: 'GET' }],
    }),
  ],
  [
    'INSTALL on CONNECT -> DOWNLOAD_OPTIONS',
    at('CONNECT', { phase: 'notInstalled' }),
    { type: 'install' },
    at('DOWNLOAD_OPTIONS', {
      history: [HOME, { step: 'CONNECT', selectedWalletId: 'rainbow', phase: 'notInstalled' }],
    }),
  ],
  [
    'extension -> INSTRUCTIONS_EXTENSION',
    at('DOWNLOAD_OPTIONS'),
    { type: 'chooseExtension' },
    at('INSTRUCTIONS_EXTENSION', {
      history: [HOME, { step: 'DOWNLOAD_OPTIONS', selectedWalletId: 'rainbow', phase: undefined }],
    }),
  ],
  [
    'mobile app -> DOWNLOAD',
    at('DOWNLOAD_OPTIONS'),
    { type: 'chooseMobile' },
    at('DOWNLOAD', {
      history: [HOME, { step: 'DOWNLOAD_OPTIONS', selectedWalletId: 'rainbow', phase: undefined }],
    }),
  ],
  [
    'DOWNLOAD Continue -> INSTRUCTIONS_MOBILE',
    at('DOWNLOAD'),
    { type: 'continue' },
    at('INSTRUCTIONS_MOBILE', {
      history: [HOME, { step: 'DOWNLOAD', selectedWalletId: 'rainbow', phase: undefined }],
    }),
  ],
  [
    'Back returns to the previous screen',
    at('DOWNLOAD', {
      history: [HOME, { step: 'DOWNLOAD_OPTIONS', selectedWalletId: 'rainbow', phase: undefined }],
    }),
    { type: 'back' },
    at('DOWNLOAD_OPTIONS'),
  ],
  [
    'Back into CONNECT restores not installed (INSTALL shows again)',
    at('DOWNLOAD_OPTIONS', {
      history: [HOME, { step: 'CONNECT', selectedWalletId: 'argent', phase: 'notInstalled' }],
    }),
    { type: 'back' },
    at('CONNECT', { selectedWalletId: 'argent', phase: 'notInstalled' }),
  ],
  ['Back to NONE forgets the wallet', at('GET'), { type: 'back' }, home],
]

// Actions a screen does not take: the state comes back unchanged (the same object).
const ignored: [string, ConnectFlowState, ConnectFlowAction][] = [
  [
    'the same wallet again while it connects (double click)',
    at('CONNECT', { selectedWalletId: 'metaMask', phase: 'connecting' }),
    pick(ready),
  ],
  [
    'the same wallet again while its sign-in is verified',
    at('CONNECT', { selectedWalletId: 'metaMask', phase: 'verifying' }),
    pick(ready),
  ],
  ['a signature outside CONNECT', at('GET'), { type: 'connectSigned' }],
  ['a signature after a failure', at('CONNECT', { phase: 'failed' }), { type: 'connectSigned' }],
  ['RETRY while verifying', at('CONNECT', { phase: 'verifying' }), { type: 'retry' }],
  ['failure outside CONNECT', at('GET'), { type: 'connectFailed' }],
  ['failure after a rejection', at('CONNECT', { phase: 'rejected' }), { type: 'connectFailed' }],
  ['rejection outside CONNECT', at('GET'), { type: 'connectRejected' }],
  ['RETRY while connecting', at('CONNECT', { phase: 'connecting' }), { type: 'retry' }],
  ['RETRY when not installed', at('CONNECT', { phase: 'notInstalled' }), { type: 'retry' }],
  [
    'RETRY while a request waits in the wallet (it would only meet -32002 again)',
    at('CONNECT', { phase: 'requestPending' }),
    { type: 'retry' },
  ],
  ['a waiting request outside CONNECT', at('GET'), { type: 'connectPending' }],
  [
    'a waiting request after a rejection',
    at('CONNECT', { phase: 'rejected' }),
    { type: 'connectPending' },
  ],
  ['INSTALL outside CONNECT', at('GET'), { type: 'install' }],
  ['INSTALL without a wallet', at('CONNECT', { selectedWalletId: undefined }), { type: 'install' }],
  ['extension outside DOWNLOAD_OPTIONS', at('GET'), { type: 'chooseExtension' }],
  ['mobile outside DOWNLOAD_OPTIONS', at('GET'), { type: 'chooseMobile' }],
  ['Continue outside DOWNLOAD', at('GET'), { type: 'continue' }],
  ['GET options outside GET', at('CONNECT'), { type: 'getWalletOptions', walletId: 'x' }],
  ['What is a Wallet? outside NONE', at('GET'), { type: 'learnMore' }],
  ['Get a Wallet on CONNECT', at('CONNECT'), { type: 'getWallet' }],
  ['Back with no history', home, { type: 'back' }],
]

describe('connectFlowReducer', () => {
  test.each(moves)('behavior: %s', (_name, state, action, expected) => {
    expect(connectFlowReducer(state, action)).toEqual(expected)
  })

  test.each(ignored)('behavior: ignores %s', (_name, state, action) => {
    expect(connectFlowReducer(state, action)).toBe(state)
  })

  test('behavior: a whole GET path and Back all the way home', () => {
    const actions: ConnectFlowAction[] = [
      { type: 'getWallet' },
      { type: 'getWalletOptions', walletId: 'rainbow' },
      { type: 'chooseMobile' },
      { type: 'continue' },
    ]
    let state = actions.reduce(connectFlowReducer, home)
    expect(state.step).toBe('INSTRUCTIONS_MOBILE')
    const visited: WalletStep[] = []
    while (state.history.length > 0) {
      state = connectFlowReducer(state, { type: 'back' })
      visited.push(state.step)
    }
    expect(visited).toEqual(['DOWNLOAD', 'DOWNLOAD_OPTIONS', 'GET', 'NONE'])
    expect(state).toEqual(home)
  })
})
