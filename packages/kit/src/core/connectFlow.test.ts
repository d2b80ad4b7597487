// Covers every transition of the connect-flow reducer (SPEC §2 steps, §4 rules). Rendering is
// covered by the component and e2e tests.
import { describe, expect, test } from 'vitest'
import {
  type ConnectFlowAction,
  type ConnectFlowState,
  connectFlowReducer,
  initialConnectFlowState,
  type WalletStep,
} from './connectFlow'

const ready = { id: 'metaMask', ready: true, hasExtensionDownloadUrl: true }
const notReadyWithExtension = { id: 'rainbow', ready: false, hasExtensionDownloadUrl: true }
const notReadyNoExtension = { id: 'argent', ready: false, hasExtensionDownloadUrl: false }

const at = (step: WalletStep, patch: Partial<ConnectFlowState> = {}): ConnectFlowState => ({
  ...initialConnectFlowState,
  step,
  history: step === 'NONE' ? [] : ['NONE'],
  selectedWalletId: 'rainbow',
  ...patch,
})

type Row = [string, ConnectFlowState, ConnectFlowAction, Partial<ConnectFlowState>]
const rows: Row[] = [
  [
    'ready wallet -> CONNECT, connecting',
    initialConnectFlowState,
    { type: 'selectWallet', wallet: ready },
    { step: 'CONNECT', phase: 'connecting', selectedWalletId: 'metaMask', history: ['NONE'] },
  ],
  [
    'not ready with extension URL -> DOWNLOAD_OPTIONS',
    initialConnectFlowState,
    { type: 'selectWallet', wallet: notReadyWithExtension },
    { step: 'DOWNLOAD_OPTIONS', selectedWalletId: 'rainbow' },
  ],
  [
    'not ready without extension URL -> CONNECT, not installed',
    initialConnectFlowState,
    { type: 'selectWallet', wallet: notReadyNoExtension },
    { step: 'CONNECT', phase: 'notInstalled' },
  ],
  [
    'picking another wallet on CONNECT does not stack Back',
    at('CONNECT', { phase: 'failed' }),
    { type: 'selectWallet', wallet: ready },
    { step: 'CONNECT', history: ['NONE'], phase: 'connecting' },
  ],
  [
    'failure enables RETRY',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'connectFailed' },
    { phase: 'failed' },
  ],
  [
    'rejection is silent (no failure)',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'connectRejected' },
    { phase: 'rejected' },
  ],
  [
    'failure outside CONNECT is ignored',
    at('GET'),
    { type: 'connectFailed' },
    { step: 'GET', phase: undefined },
  ],
  [
    'RETRY after failure -> connecting',
    at('CONNECT', { phase: 'failed' }),
    { type: 'retry' },
    { phase: 'connecting' },
  ],
  [
    'RETRY after rejection -> connecting',
    at('CONNECT', { phase: 'rejected' }),
    { type: 'retry' },
    { phase: 'connecting' },
  ],
  [
    'RETRY while connecting does nothing',
    at('CONNECT', { phase: 'connecting' }),
    { type: 'retry' },
    { phase: 'connecting' },
  ],
  [
    'Learn More (compact) -> LEARN_COMPACT',
    initialConnectFlowState,
    { type: 'learnMore' },
    { step: 'LEARN_COMPACT', history: ['NONE'] },
  ],
  [
    'Get a Wallet -> GET',
    initialConnectFlowState,
    { type: 'getWallet' },
    { step: 'GET', history: ['NONE'] },
  ],
  [
    'GET -> DOWNLOAD_OPTIONS for a wallet',
    at('GET', { selectedWalletId: undefined }),
    { type: 'getWalletOptions', walletId: 'trust' },
    { step: 'DOWNLOAD_OPTIONS', selectedWalletId: 'trust', history: ['NONE', 'GET'] },
  ],
  [
    'INSTALL on CONNECT -> DOWNLOAD_OPTIONS',
    at('CONNECT', { phase: 'notInstalled' }),
    { type: 'install' },
    { step: 'DOWNLOAD_OPTIONS', history: ['NONE', 'CONNECT'] },
  ],
  [
    'INSTALL without a wallet does nothing',
    at('CONNECT', { selectedWalletId: undefined }),
    { type: 'install' },
    { step: 'CONNECT' },
  ],
  [
    'extension -> INSTRUCTIONS_EXTENSION',
    at('DOWNLOAD_OPTIONS'),
    { type: 'chooseExtension' },
    { step: 'INSTRUCTIONS_EXTENSION', history: ['NONE', 'DOWNLOAD_OPTIONS'] },
  ],
  [
    'mobile app -> DOWNLOAD',
    at('DOWNLOAD_OPTIONS'),
    { type: 'chooseMobile' },
    { step: 'DOWNLOAD' },
  ],
  [
    'extension outside DOWNLOAD_OPTIONS does nothing',
    at('GET'),
    { type: 'chooseExtension' },
    { step: 'GET' },
  ],
  [
    'mobile outside DOWNLOAD_OPTIONS does nothing',
    at('GET'),
    { type: 'chooseMobile' },
    { step: 'GET' },
  ],
  [
    'DOWNLOAD Continue -> INSTRUCTIONS_MOBILE',
    at('DOWNLOAD'),
    { type: 'continue' },
    { step: 'INSTRUCTIONS_MOBILE' },
  ],
  ['Continue outside DOWNLOAD does nothing', at('GET'), { type: 'continue' }, { step: 'GET' }],
  [
    'Back returns to the previous step',
    at('DOWNLOAD', { history: ['NONE', 'GET', 'DOWNLOAD_OPTIONS'] }),
    { type: 'back' },
    { step: 'DOWNLOAD_OPTIONS', history: ['NONE', 'GET'] },
  ],
  [
    'Back to NONE forgets the wallet',
    at('GET'),
    { type: 'back' },
    { step: 'NONE', history: [], selectedWalletId: undefined },
  ],
  [
    'Back with no history does nothing',
    initialConnectFlowState,
    { type: 'back' },
    initialConnectFlowState,
  ],
  [
    'reset -> NONE',
    at('DOWNLOAD', { history: ['NONE', 'GET'] }),
    { type: 'reset' },
    initialConnectFlowState,
  ],
]

describe('connectFlowReducer', () => {
  test.each(rows)('behavior: %s', (_name, state, action, expected) => {
    expect(connectFlowReducer(state, action)).toMatchObject(expected)
  })

  test('behavior: a whole GET path and Back all the way home', () => {
    const actions: ConnectFlowAction[] = [
      { type: 'getWallet' },
      { type: 'getWalletOptions', walletId: 'rainbow' },
      { type: 'chooseMobile' },
      { type: 'continue' },
    ]
    let state = actions.reduce(connectFlowReducer, initialConnectFlowState)
    expect(state.step).toBe('INSTRUCTIONS_MOBILE')
    const visited: WalletStep[] = []
    while (state.history.length > 0) {
      state = connectFlowReducer(state, { type: 'back' })
      visited.push(state.step)
    }
    expect(visited).toEqual(['DOWNLOAD', 'DOWNLOAD_OPTIONS', 'GET', 'NONE'])
  })
})
