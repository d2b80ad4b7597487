import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useConfig } from 'wagmi'
import {
  type SendCallsParameters,
  type SendCallsProgress,
  type SendCallsResult,
  sendCalls,
} from '../actions/sendCalls'
import { useGatehouse } from '../context/GatehouseContext'
import type { SendCallsStepFailedError } from '../errors/sendCalls'
import { createFullTranslate } from '../i18n/allStrings'
import type { Translate } from '../i18n/translate'
import { useAddRecentTransaction } from './useRecentTransactions'

export type UseSendCallsVariables = Omit<SendCallsParameters, 'onProgress'> & {
  /** What Recent Transactions calls the batch. */
  description: string
}

const isStepFailure = (error: unknown): error is SendCallsStepFailedError =>
  error instanceof Error && error.name === 'SendCallsStepFailedError'

/** A failure in the catalogue's words: which call failed and what was not sent. */
function describeError(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  switch (error.name) {
    case 'AtomicCallsUnsupportedError':
      return t('transactions.calls.atomic_unsupported')
    case 'CallsBatchUnsupportedError':
      return t('transactions.calls.batch_unsupported')
    case 'SendCallsStepFailedError': {
      const { index, total, notSent } = error as SendCallsStepFailedError
      const failed = t('transactions.calls.failed_at', { index, total })
      const [from, to] = [notSent[0], notSent[notSent.length - 1]]
      if (from === undefined || to === undefined) return failed
      const rest =
        from === to
          ? t('transactions.calls.not_sent_one', { index: from })
          : t('transactions.calls.not_sent', { from, to })
      return `${failed} · ${rest}`
    }
    default:
      return undefined
  }
}

/**
 * Public API: the kit's `sendCalls` as a TanStack mutation. The batch (or the calls sent one by
 * one, when the wallet cannot batch) is recorded in Recent Transactions under `description`, also
 * when a one-by-one run stops half-way (as what was sent). `progressText` reads "2 of 3
 * confirmed" while calls go one by one; `errorText` names a refusal or the failed call and what
 * was not sent, in the active language.
 */
export function useSendCalls() {
  const config = useConfig()
  const { catalogue } = useGatehouse()
  const addRecentTransaction = useAddRecentTransaction()
  const t = useMemo(() => createFullTranslate(catalogue), [catalogue])
  const [progress, setProgress] = useState<SendCallsProgress>()
  const mutation = useMutation<SendCallsResult, Error, UseSendCallsVariables>({
    mutationFn: async ({ description, ...parameters }) => {
      setProgress(undefined)
      try {
        const result = await sendCalls(config, { ...parameters, onProgress: setProgress })
        addRecentTransaction({ callsId: result.callsId, description })
        return result
      } catch (error) {
        if (isStepFailure(error) && error.callsId !== undefined)
          addRecentTransaction({ callsId: error.callsId, description })
        throw error
      }
    },
  })
  return {
    sendCalls: mutation.mutate,
    sendCallsAsync: mutation.mutateAsync,
    status: mutation.status,
    data: mutation.data,
    error: mutation.error,
    reset: mutation.reset,
    /** Calls sent one by one: how many are confirmed of how many. */
    progress,
    progressText:
      progress &&
      t('transactions.calls.progress', { done: progress.confirmed, total: progress.total }),
    errorText: describeError(t, mutation.error),
  }
}
