// The dapp's wc_sessionAuthenticate requests still waiting for the wallet, by JSON-RPC id: where
// the answer comes (the response topic, sha256 of the request's public key), the private key that
// opens it, what was asked, the fallback proposal, and the caller's promise. Kept in memory: a
// page that reloads has lost the promise anyway, and its fallback proposal stays in storage.
import type { SessionAuthenticateParams } from '../cacao/CacaoTypes'
import type { AuthenticateResponse } from './Authentication'

export type AuthRequest = {
  id: number
  pairingTopic: string
  responseTopic: string
  privateKey: string
  params: SessionAuthenticateParams
  proposalId: number
  /** The wallet answered "method unsupported": only the fallback proposal is left. */
  unsupported: boolean
  resolve(response: AuthenticateResponse): void
  reject(error: unknown): void
}

export class AuthRequests {
  private readonly requests = new Map<number, AuthRequest>()

  add(
    request: Omit<AuthRequest, 'resolve' | 'reject' | 'unsupported'>,
  ): Promise<AuthenticateResponse> {
    return new Promise((resolve, reject) =>
      this.requests.set(request.id, { ...request, unsupported: false, resolve, reject }),
    )
  }

  get(id: number): AuthRequest | undefined {
    return this.requests.get(id)
  }

  byResponseTopic(topic: string): AuthRequest | undefined {
    for (const request of this.requests.values())
      if (request.responseTopic === topic) return request
    return undefined
  }

  /** Forgets the request: true when it was still waiting (its outcome is the caller's to give). */
  delete(id: number): boolean {
    return this.requests.delete(id)
  }

  all(): AuthRequest[] {
    return [...this.requests.values()]
  }
}
