// The requests this side sent and awaits an answer to, by JSON-RPC id: each with its topic, method
// and deadline. An answer settles one only from the topic it was sent on; the deadline rejects it
// with RequestExpiredError; the end of its session, or of the client, rejects what is left.
import { RequestExpiredError } from '../errors/requestExpired'
import { createRpcId } from '../relay/createRpcId'
import type { RpcMethod } from '../rpc/rpcMethodPolicies'
import { MAX_TIMER_DELAY_MS } from './constants'

type Pending = {
  topic: string
  method: RpcMethod
  timer: ReturnType<typeof setTimeout>
  resolve(result: unknown): void
  reject(error: unknown): void
}

const MS_PER_SECOND = 1000

export class PendingRequests {
  private readonly pending = new Map<number, Pending>()

  /** A new id and the promise of its answer, rejected at `expiry` (seconds) without one. */
  add(
    topic: string,
    method: RpcMethod,
    expiry: number,
  ): { id: number; response: Promise<unknown> } {
    const id = createRpcId()
    const response = new Promise<unknown>((resolve, reject) => {
      const delay = Math.min(Math.max(0, expiry * MS_PER_SECOND - Date.now()), MAX_TIMER_DELAY_MS)
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(
          new RequestExpiredError(`${method} ${id} got no answer by ${expiry}`, { method, expiry }),
        )
      }, delay)
      this.pending.set(id, { topic, method, timer, resolve, reject })
    })
    // The deadline can pass while the publish is still retrying (a ping's 30 s against the relay
    // client's retries): the rejection then waits for the caller, never unhandled.
    response.catch(() => {})
    return { id, response }
  }

  /** The method of the request `id` sent on `topic`, if it still waits. */
  methodOf(id: number, topic: string): RpcMethod | undefined {
    const pending = this.pending.get(id)
    return pending?.topic === topic ? pending.method : undefined
  }

  /** Settles the request with the peer's answer; false when no request of that id waits on `topic`. */
  settle(id: number, topic: string, outcome: { result: unknown } | { error: unknown }): boolean {
    const pending = this.pending.get(id)
    if (pending?.topic !== topic) return false
    this.forget(id, pending)
    if ('result' in outcome) pending.resolve(outcome.result)
    else pending.reject(outcome.error)
    return true
  }

  /** Forgets a request without settling it (its publish failed: the caller has the error). */
  cancel(id: number): void {
    const pending = this.pending.get(id)
    if (pending) this.forget(id, pending)
  }

  /** Rejects every request waiting on `topic`, or on any topic without one. */
  rejectAll(error: unknown, topic?: string): void {
    for (const [id, pending] of this.pending)
      if (topic === undefined || pending.topic === topic) {
        this.forget(id, pending)
        pending.reject(error)
      }
  }

  private forget(id: number, pending: Pending): void {
    clearTimeout(pending.timer)
    this.pending.delete(id)
  }
}
