// What the WalletConnect connector makes of @gatehouse/walletconnect's errors for the connect
// step: a refusal is the visitor's choice, a relay that never answered is a wallet that cannot be
// reached, anything else passes through. The errors are the package's own classes.
import { PeerRpcError, RelayRequestError } from '@gatehouse/walletconnect'
import { UserRejectedRequestError } from 'viem'
import { expect, test } from 'vitest'
import { WalletUnreachableError } from '../../../errors/connector'
import { connectorError } from './connectorError'

test('behavior: a relay that never answered, however deep in the causes, is WalletUnreachableError', () => {
  const socket = new RelayRequestError('cannot reach the relay: socket closed (1006)', {
    method: 'socket',
  })
  const failed = new RelayRequestError('irn_subscribe failed after 3 retries', {
    method: 'irn_subscribe',
    cause: socket,
  })
  const wrapped = new Error('connect failed', { cause: failed })
  for (const error of [failed, wrapped]) {
    const mapped = connectorError(error)
    expect(mapped).toBeInstanceOf(WalletUnreachableError)
    expect((mapped as Error).cause).toBe(error)
  }
})

test('behavior: a relay that answered with an error is not "unreachable": it passes through', () => {
  const answered = new RelayRequestError('irn_publish: rate limited', {
    method: 'irn_publish',
    code: -32000,
  })
  expect(connectorError(answered)).toBe(answered)
})

test("behavior: the wallet's refusal is the visitor's choice (4001); other errors pass through", () => {
  const refused = new PeerRpcError('proposal refused: User rejected.', {
    code: 5000,
    method: 'wc_sessionPropose',
  })
  expect(connectorError(refused)).toBeInstanceOf(UserRejectedRequestError)
  const other = new Error('boom')
  expect(connectorError(other)).toBe(other)
})
