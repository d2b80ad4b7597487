// A batch's next state from the wallet's latest answer. A settled batch stays settled: an answer
// that moves it anywhere else (pending again, or another verdict) is an error, never applied.
import { CallsStatusWentBackError } from '../../errors/callsStatus'
import type { CallsInfo } from '../transactionTypes'
import type { CallsStatusSnapshot } from './parseCallsStatus'

export function advanceCalls(previous: CallsInfo, snapshot: CallsStatusSnapshot): CallsInfo {
  if (previous.status !== 'pending' && snapshot.status !== previous.status)
    throw new CallsStatusWentBackError({ from: previous.status, to: snapshot.status })
  // While pending, a wallet that sends calls one by one may report receipts as they come; one
  // that forgets some it already reported does not take them back.
  const receipts =
    snapshot.receipts.length >= previous.receipts.length ? snapshot.receipts : previous.receipts
  return { status: snapshot.status, receipts }
}
