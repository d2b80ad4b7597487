'use client'

import { useAddRecentTransaction, useConnectionStatus } from '@gatehouse/kit'
import { parseEther } from 'viem'
import { useConnection, useSendTransaction } from 'wagmi'

/** Sends 0.0001 of the native token to the connected account itself; the kit tracks it. */
export function SendToSelf() {
  const status = useConnectionStatus()
  const { address } = useConnection()
  const addRecentTransaction = useAddRecentTransaction()
  const { sendTransaction, isPending, error } = useSendTransaction({
    mutation: {
      onSuccess: (hash) => addRecentTransaction({ hash, description: 'Sent 0.0001 to myself' }),
    },
  })
  if (status !== 'connected' || !address) return null
  return (
    <section className="card" aria-labelledby="send-title">
      <h2 id="send-title">Try a transaction</h2>
      <p>It appears in Recent Transactions in the account dialog (click your account).</p>
      <button
        type="button"
        disabled={isPending}
        onClick={() => sendTransaction({ to: address, value: parseEther('0.0001') })}
      >
        {isPending ? 'Confirm in your wallet…' : 'Send 0.0001 to myself'}
      </button>
      {error && <p role="alert">{error.message.split('\n')[0]}</p>}
    </section>
  )
}
