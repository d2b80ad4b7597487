// What a one-by-one run of calls says when it stops, in the catalogue's words: the call that
// failed ("Call 2 of 3 failed") and the calls not sent ("Not sent: calls 3 to 4"). Shared by
// useSendCalls' error text and the run's Recent Transactions entry.
import type { Translate } from '../../../i18n/translate'

export function stopWords(
  t: Translate,
  { failed, notSent, total }: { failed?: number; notSent: readonly number[]; total: number },
): string {
  const parts: string[] = []
  if (failed !== undefined) parts.push(t('transactions.calls.failed_at', { index: failed, total }))
  const [from, to] = [notSent[0], notSent[notSent.length - 1]]
  if (from !== undefined && to !== undefined)
    parts.push(
      from === to
        ? t('transactions.calls.not_sent_one', { index: from })
        : t('transactions.calls.not_sent', { from, to }),
    )
  return parts.join(' · ')
}

/** The calls from `first` to `total` (1-based). */
export const callsFrom = (first: number, total: number): number[] =>
  Array.from({ length: Math.max(0, total - first + 1) }, (_, i) => first + i)
