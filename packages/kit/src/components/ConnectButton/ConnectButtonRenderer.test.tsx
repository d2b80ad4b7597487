// @vitest-environment jsdom
// ConnectButton.Custom's render props, RainbowKit's fields included: the chain's icon fields, the
// balance's parts, hasPendingTransactions, authenticationStatus, and openers that are always
// functions (a call §4 does not allow does nothing). The styled button's own rules (its disabled
// account button) are in ConnectButton.test.tsx. Not covered: a pending transaction (the tracker's
// tests hold those).
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthAdapter } from '../../core/AuthAdapter'
import { ACCOUNT, mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from './ConnectButton'
import type { ConnectButtonState } from './ConnectButtonRenderer'

afterEach(cleanup)

let last: ConnectButtonState | undefined

function Custom() {
  return (
    <ConnectButton.Custom>
      {(state) => {
        last = state
        return state.account ? (
          <button type="button" onClick={state.openAccountModal}>
            {`Mine ${state.account.displayName}`}
          </button>
        ) : (
          <button type="button" onClick={state.openConnectModal}>
            Mine connect
          </button>
        )
      }}
    </ConnectButton.Custom>
  )
}

async function connect(provider?: { authentication: AuthAdapter }) {
  const kit = renderWithKit(<Custom />, { wallets: [mockWallet({})], provider })
  await userEvent.click(screen.getByRole('button', { name: 'Mine connect' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
  await screen.findByRole('button', { name: /^Mine 0x/, hidden: true })
  return kit
}

describe('given no sign-in', () => {
  it('passes the three openers as functions and no authenticationStatus', () => {
    renderWithKit(<Custom />, { wallets: [mockWallet({})] })
    expect(typeof last?.openConnectModal).toBe('function')
    expect(typeof last?.openAccountModal).toBe('function')
    expect(typeof last?.openChainModal).toBe('function')
    expect(last?.authenticationStatus).toBeUndefined()
  })

  it('gives the balance’s parts, the chain’s icon and no pending transaction once connected', async () => {
    const { queryClient } = await connect()
    // The balance read as useProfile caches it (the jsdom stub's RPC is not what is tested here).
    act(() =>
      queryClient.setQueryData(['gatehouse', 'balance', ACCOUNT, 1], {
        formatted: '1.5',
        symbol: 'ETH',
        decimals: 18,
      }),
    )
    await waitFor(() => expect(last?.account).toMatchObject({ balanceFormatted: '1.5' }))
    expect(last?.account).toMatchObject({
      address: ACCOUNT,
      balanceDecimals: 18,
      balanceSymbol: 'ETH',
      hasPendingTransactions: false,
    })
    // Ethereum has a mark in the kit's set: a data: URL once the lazily loaded set has arrived.
    await waitFor(() => expect(last?.chain?.iconUrl).toMatch(/^data:image\//))
    expect(last?.chain).toMatchObject({ id: 1, name: 'Ethereum', hasIcon: true })
    await userEvent.click(screen.getByRole('button', { name: /^Mine 0x/ }))
    expect(await screen.findByRole('dialog', { name: /account/i })).toBeTruthy()
  })
})

describe('given sign-in', () => {
  it('says loading while the session has not answered, and the account opener does nothing', async () => {
    const adapter: AuthAdapter = {
      getNonce: async () => ({ nonce: 'nonce00000001' }),
      createMessage: () => 'message',
      verify: async () => ({ address: ACCOUNT, chainId: 1 }),
      getSession: () => new Promise(() => {}),
      signOut: async () => {},
    }
    await connect({ authentication: adapter })
    expect(last?.authenticationStatus).toBe('loading')
    expect(typeof last?.openAccountModal).toBe('function')
    last?.openAccountModal()
    expect(screen.queryByRole('dialog', { name: /account/i })).toBeNull()
  })

  it('says unauthenticated when the session has no account', async () => {
    const adapter: AuthAdapter = {
      getNonce: async () => ({ nonce: 'nonce00000001' }),
      createMessage: () => 'message',
      verify: async () => ({ address: ACCOUNT, chainId: 1 }),
      getSession: async () => ({ authenticated: false }),
      signOut: async () => {},
    }
    renderWithKit(<Custom />, { wallets: [mockWallet({})], provider: { authentication: adapter } })
    await waitFor(() => expect(last?.authenticationStatus).toBe('unauthenticated'))
  })
})
