// Expiry, for both sides: sessions, pairings and proposals (and what the role keeps) end at their
// expiry, swept by one timer armed for the nearest.
import { RequestExpiredError } from '../errors/requestExpired'
import type { StoredProposal } from '../storage/StoredRecord'
import { MAX_TIMER_DELAY_MS } from './constants'
import { SignLifecycle } from './SignLifecycle'
import { nowSeconds } from './signDefaults'

const MS_PER_SECOND = 1000

export abstract class SignExpiry extends SignLifecycle {
  private expiryTimer: ReturnType<typeof setTimeout> | undefined

  /** Expires what is due (sessions, pairings, proposals, unanswered incoming requests), then re-arms. */
  protected sweep(): void {
    if (this.closed) return
    const at = nowSeconds()
    const work: Promise<void>[] = []
    for (const { session } of this.sessionKeys.values())
      if (session.expiry <= at) work.push(this.endSession(session.topic, 'expired'))
    for (const { state } of this.pairingKeys.values())
      if (state.expiry <= at) work.push(this.updatePairing(state.topic, { type: 'tick', now: at }))
    for (const proposal of this.proposals.values()) {
      const expiry = proposalExpiry(proposal)
      if (expiry !== undefined && expiry <= at) work.push(this.expireProposal(proposal))
    }
    this.sweepRole(at)
    Promise.all(work)
      .catch((cause) => this.log(`expiry failed: ${String(cause)}`))
      .finally(() => this.scheduleSweep())
  }

  protected async expireProposal(proposal: StoredProposal): Promise<void> {
    await this.dropProposal(proposal)
    const expiry = proposalExpiry(proposal) ?? nowSeconds()
    this.proposalEnded(
      proposal,
      new RequestExpiredError('the proposal expired unanswered', {
        method: 'wc_sessionPropose',
        expiry,
      }),
    )
    this.notify('proposalExpire', { id: proposal.id })
  }

  protected scheduleSweep(): void {
    if (this.closed) return
    clearTimeout(this.expiryTimer)
    const expiries = [
      ...[...this.sessionKeys.values()].map(({ session }) => session.expiry),
      ...[...this.pairingKeys.values()].map(({ state }) => state.expiry),
      ...[...this.proposals.values()].map(proposalExpiry),
      ...this.roleExpiries(),
    ].filter((expiry): expiry is number => expiry !== undefined)
    if (!expiries.length) return
    const delay = Math.min(...expiries) * MS_PER_SECOND - Date.now()
    this.expiryTimer = setTimeout(
      () => this.sweep(),
      Math.min(Math.max(0, delay), MAX_TIMER_DELAY_MS),
    )
  }

  /** No more sweeps (the client is closing). */
  protected stopExpiry(): void {
    clearTimeout(this.expiryTimer)
  }
}

function proposalExpiry(proposal: StoredProposal): number | undefined {
  if (proposal.role === 'wallet') return proposal.params.expiryTimestamp
  return proposal.state.status === 'proposed' || proposal.state.status === 'approved'
    ? proposal.state.expiry
    : undefined
}
