// @vitest-environment jsdom
// A Safe reached outside a Safe host (e.g. through WalletConnect): the account modal reads its
// threshold and owners from the Safe Client Gateway the app configured — here the testkit's
// gateway stand-in over real HTTP, holding a Safe at the mock wallet's address. An ordinary
// account (unknown to the gateway) shows nothing.
import { type SafeHost, startSafeHost, TEST_SAFE_OWNERS } from '@gatehouse/testkit/safe'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { ACCOUNT, mockWallet, renderWithKit } from '../../test/renderWithKit'
import { settledQueries } from '../../test/settledQueries'
import { ConnectButton } from '../ConnectButton/ConnectButton'

let host: SafeHost

beforeAll(async () => {
  host = await startSafeHost({
    safe: {
      address: ACCOUNT,
      chainId: 1,
      owners: TEST_SAFE_OWNERS,
      threshold: 2,
      rpcUrl: 'http://127.0.0.1:9',
    },
    appUrl: 'http://127.0.0.1:9/',
  })
})
afterAll(async () => {
  await host?.close()
})
afterEach(cleanup)

async function openAccount(safeGatewayUrl: string) {
  const { queryClient } = renderWithKit(<ConnectButton />, {
    wallets: [mockWallet({})],
    provider: { safeGatewayUrl },
  })
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet' }))
  await userEvent.click(await screen.findByRole('button', { name: /^Account / }))
  return { dialog: await screen.findByRole('dialog', { name: 'Account' }), queryClient }
}

describe('SafeDetails outside a Safe host', () => {
  test('behavior: a Safe known to the gateway shows its threshold and owners', async () => {
    const { dialog } = await openAccount(host.gatewayUrl)
    expect(await within(dialog).findByText(`2 of ${TEST_SAFE_OWNERS.length}`)).toBeTruthy()
    expect(within(dialog).getByText('Threshold')).toBeTruthy()
  })

  test('behavior: an account the gateway does not know shows no Safe details', async () => {
    const other = await startSafeHost({
      safe: {
        address: '0x5afe00000000000000000000000000000000CafE',
        chainId: 1,
        owners: TEST_SAFE_OWNERS,
        threshold: 2,
        rpcUrl: 'http://127.0.0.1:9',
      },
      appUrl: 'http://127.0.0.1:9/',
    })
    try {
      // Record the gateway's answers, to assert only once it has said "no such Safe".
      const realFetch = globalThis.fetch
      const answers: Promise<Response>[] = []
      const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
        const answer = realFetch(...args)
        if (String(args[0]).startsWith(other.gatewayUrl)) answers.push(answer)
        return answer
      })
      const { dialog, queryClient } = await openAccount(other.gatewayUrl)
      await vi.waitFor(() => expect(answers).toHaveLength(1))
      expect((await answers[0]!).status).toBe(404)
      // Nothing shows while the details load either: look once the kit has rendered the answer.
      await settledQueries(queryClient, { queryKey: ['gatehouse', 'safe', 'info'] })
      expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeTruthy()
      expect(within(dialog).queryByText('Threshold')).toBeNull()
      spy.mockRestore()
    } finally {
      await other.close()
    }
  })
})
