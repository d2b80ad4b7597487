// The dapp's wc_sessionAuthenticate requests still waiting for the wallet, by JSON-RPC id: where
// the answer comes (the response topic, sha256 of the request's public key, derived by the caller:
// deriveTopic is asynchronous), the private key that opens it, what was asked, the fallback
// proposal, and the caller's promise. Each is also stored (StoredAuthRequest): a client restarted
// on the same storage (a reloaded page) still reads the wallet's answer, with no caller left to
// tell but its events.
import type { StoredAuthRequest } from '../storage/StoredRecord'
import type { AuthenticateResponse } from './Authentication'

export type AuthRequest = StoredAuthRequest & {
  responseTopic: string
  /** The wallet answered "method unsupported": only the fallback proposal is left. */
  unsupported: boolean
  resolve(response: AuthenticateResponse): void
  reject(error: unknown): void
}

const nobodyWaits = () => {}

export class AuthRequests {
  private readonly requests = new Map<number, AuthRequest>()

  /** A new request; the promise of its outcome. */
  add(record: StoredAuthRequest, responseTopic: string): Promise<AuthenticateResponse> {
    return new Promise((resolve, reject) => this.keep(record, responseTopic, resolve, reject))
  }

  /** A stored request, after a restart: its outcome reaches no caller, only the engine's events. */
  restore(record: StoredAuthRequest, responseTopic: string): void {
    this.keep(record, responseTopic, nobodyWaits, nobodyWaits)
  }

  get(id: number): AuthRequest | undefined {
    return this.requests.get(id)
  }

  byResponseTopic(topic: string): AuthRequest | undefined {
    for (const request of this.requests.values())
      if (request.responseTopic === topic) return request
    return undefined
  }

  byProposal(proposalId: number): AuthRequest | undefined {
    for (const request of this.requests.values())
      if (request.proposalId === proposalId) return request
    return undefined
  }

  /** Forgets the request: true when it was still waiting (its outcome is the caller's to give). */
  delete(id: number): boolean {
    return this.requests.delete(id)
  }

  all(): AuthRequest[] {
    return [...this.requests.values()]
  }

  private keep(
    record: StoredAuthRequest,
    responseTopic: string,
    resolve: AuthRequest['resolve'],
    reject: AuthRequest['reject'],
  ): void {
    this.requests.set(record.id, { ...record, responseTopic, unsupported: false, resolve, reject })
  }
}
