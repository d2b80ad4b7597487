// What the "user" will do with the next call of a method: reject it, fail it, or hold it until
// the test decides. Queued per method and consumed in order, so tests can script sequences.
import { ProviderError, userRejected } from './ProviderError'

export type HeldRequest = {
  /** Resolves once the dapp has sent the held request. */
  requested: Promise<void>
  approve(): void
  /** Answers 4001, as if the user pressed Reject. */
  reject(): void
}

type Outcome =
  | { kind: 'reject' }
  | { kind: 'fail'; code: number; message: string }
  | { kind: 'hold'; arrived: () => void; decision: Promise<boolean> }

export class ScriptedOutcomes {
  private readonly queues = new Map<string, Outcome[]>()

  reject(method: string, count: number): void {
    for (let i = 0; i < count; i++) this.push(method, { kind: 'reject' })
  }

  fail(method: string, code: number, message: string): void {
    this.push(method, { kind: 'fail', code, message })
  }

  hold(method: string): HeldRequest {
    let arrived = () => {}
    let decide: (approved: boolean) => void = () => {}
    const requested = new Promise<void>((resolve) => {
      arrived = resolve
    })
    const decision = new Promise<boolean>((resolve) => {
      decide = resolve
    })
    this.push(method, { kind: 'hold', arrived, decision })
    return { requested, approve: () => decide(true), reject: () => decide(false) }
  }

  /** Plays the next scripted outcome for `method`: throws the error, or waits out a hold. */
  async play(method: string): Promise<void> {
    const outcome = this.queues.get(method)?.shift()
    if (!outcome) return
    switch (outcome.kind) {
      case 'reject':
        throw userRejected()
      case 'fail':
        throw new ProviderError(outcome.code, outcome.message)
      case 'hold':
        outcome.arrived()
        if (!(await outcome.decision)) throw userRejected()
        return
      default: {
        const unreachable: never = outcome
        throw new Error(`unknown scripted outcome ${JSON.stringify(unreachable)}`)
      }
    }
  }

  private push(method: string, outcome: Outcome) {
    const queue = this.queues.get(method) ?? []
    queue.push(outcome)
    this.queues.set(method, queue)
  }
}
