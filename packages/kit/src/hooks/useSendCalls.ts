import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useConfig, useConnection } from 'wagmi'
import {
  type SendCallsParameters,
  type SendCallsProgress,
  type SendCallsResult,
  sendCalls,
} from '../actions/sendCalls'
import { useLanguage } from '../context/LanguageContext'
import { useStores } from '../context/StoresContext'
import type { SendCallsStepFailedError } from '../errors/sendCalls'
import { createFullTranslate } from '../i18n/allStrings'
import type { Translate } from '../i18n/translate'
import { recordSequence, stopWords, useAddRecentTransaction } from '../transactions/facade'

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
      return stopWords(t, { failed: index, notSent, total })
    }
    default:
      return undefined
  }
}

/**
 * Public API: the kit's `sendCalls` as a TanStack mutation. The batch is recorded in Recent
 * Transactions under `description`. Calls sent one by one (the wallet cannot batch) are recorded
 * as they go, from the first one sent: the entry reads "2 of 3 confirmed" meanwhile, and at the
 * end what happened (every call confirmed, or the call that failed and the calls not sent; after
 * a reload mid-run, the calls the page had not sent). `progressText` reads "2 of 3 confirmed"
 * while calls go one by one; `errorText` names a refusal or the failed call and what was not
 * sent, in the active language.
 */
export function useSendCalls() {
  const config = useConfig()
  const { catalogue } = useLanguage()
  const { transactions } = useStores()
  const { address, chainId: connectedChainId } = useConnection()
  const addRecentTransaction = useAddRecentTransaction()
  const t = useMemo(() => createFullTranslate(catalogue), [catalogue])
  const [progress, setProgress] = useState<SendCallsProgress>()
  const mutation = useMutation<SendCallsResult, Error, UseSendCallsVariables>({
    mutationFn: async ({ description, ...parameters }) => {
      setProgress(undefined)
      const chainId = parameters.chainId ?? connectedChainId
      const sequence =
        address && chainId !== undefined
          ? recordSequence(transactions, { account: address, chainId, description })
          : undefined
      try {
        const result = await sendCalls(config, {
          ...parameters,
          onProgress: (progress) => {
            setProgress(progress)
            sequence?.progress(progress)
          },
        })
        if (result.mode === 'batch') addRecentTransaction({ callsId: result.callsId, description })
        else sequence?.done()
        return result
      } catch (error) {
        if (isStepFailure(error)) sequence?.stopped(error)
        throw error
      } finally {
        sequence?.end()
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
