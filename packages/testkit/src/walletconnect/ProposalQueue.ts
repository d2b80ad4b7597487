// Pairs session proposals with the test's decisions, whichever comes first: a test may script
// "approve the next one" before the dapp proposes, or look at a waiting proposal and decide then.
type Handler<P> = (proposal: P) => Promise<void>

export class ProposalQueue<P> {
  private readonly decisions: Handler<P>[] = []
  private readonly waiting: P[] = []

  /** `fallback` handles proposals nobody scripted; without it they wait for a decision. */
  constructor(private readonly fallback?: Handler<P>) {}

  arrive(proposal: P): Promise<void> {
    const decide = this.decisions.shift() ?? this.fallback
    if (decide) return decide(proposal)
    this.waiting.push(proposal)
    return Promise.resolve()
  }

  /** Runs `handle` on the oldest waiting proposal, or on the next one to arrive. */
  decide<T>(handle: (proposal: P) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run: Handler<P> = (proposal) => handle(proposal).then(resolve, reject)
      const proposal = this.waiting.shift()
      if (proposal === undefined) this.decisions.push(run)
      else void run(proposal)
    })
  }

  get pending(): number {
    return this.waiting.length
  }
}
