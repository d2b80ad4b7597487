// Records a one-by-one run of calls (the kit's sendCalls fallback, #27) in Recent Transactions as
// it goes: from its first sent transaction on, the entry shows how many calls are confirmed of
// how many, then what happened at the end: every call confirmed, or the call the run stopped at
// and the calls not sent (the tracker then reads the sent ones' receipts for the verdict). While
// the run goes, the entry carries its run id (sequenceRuns.ts), so that after a reload it is known
// to have ended with the page.
import type { SendCallsProgress } from '../../../actions/sendCalls'
import type { SendCallsStepFailedError } from '../../../errors/sendCalls'
import type { TransactionStore } from '../transactionStore'
import type { CallsReceipt, CallsSequence } from '../transactionTypes'
import { SEQUENCE_ID_PREFIX } from './callsVocabulary'
import { startSequenceRun } from './sequenceRuns'

const confirmedReceipts = (hashes: readonly `0x${string}`[], confirmed: number): CallsReceipt[] =>
  hashes.slice(0, confirmed).map((transactionHash) => ({ transactionHash, status: 'success' }))

export function recordSequence(
  store: TransactionStore,
  where: { account: string; chainId: number; description: string },
) {
  const { account, chainId, description } = where
  const run = startSequenceRun()
  let callsId: string | undefined
  let last: SendCallsProgress | undefined
  let settled = false

  function put(sequence: CallsSequence, confirmed: number, allConfirmed = false) {
    if (callsId === undefined) return
    const receipts = confirmedReceipts(sequence.hashes, confirmed)
    const status = allConfirmed ? 'confirmed' : 'pending'
    store.putSequence(account, chainId, {
      callsId,
      description,
      sequence,
      calls: { status, receipts },
    })
  }

  return {
    /** The run's progress: the entry appears with its first sent transaction. */
    progress(progress: SendCallsProgress) {
      last = progress
      const [first] = progress.hashes
      if (first === undefined) return
      callsId ??= `${SEQUENCE_ID_PREFIX}${first}`
      const { total, hashes, confirmed } = progress
      put({ total, hashes, run: run.id }, confirmed)
    },
    /** Every call sent and confirmed. */
    done() {
      settled = true
      if (!last) return
      put({ total: last.total, hashes: last.hashes }, last.total, true)
    },
    /**
     * The run stopped at call `index` (1-based) and the calls after it were not sent. A call whose
     * receipt could not be had is not said to have failed: its receipt will tell.
     */
    stopped(error: Pick<SendCallsStepFailedError, 'index' | 'hashes' | 'reason'>) {
      settled = true
      if (!last) return
      const { index, hashes, reason } = error
      const { total, confirmed } = last
      const stopped =
        reason !== 'unconfirmed'
          ? { stopped: { index } }
          : index < total
            ? { stopped: { index: index + 1, interrupted: true as const } }
            : {}
      put({ total, hashes, ...stopped }, Math.min(confirmed, hashes.length))
    },
    /** The run is over; one that ended without a word from the action counts as interrupted. */
    end() {
      run.end()
      if (settled || !last) return
      const { total, hashes, confirmed } = last
      const stopped =
        hashes.length < total
          ? { stopped: { index: hashes.length + 1, interrupted: true as const } }
          : {}
      put({ total, hashes, ...stopped }, confirmed)
    },
  }
}
