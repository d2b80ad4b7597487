// One-prompt sign-in, the dapp's side (sign wallet-authentication): wc_sessionAuthenticate on a
// new pairing, beside an ordinary proposal as its fallback. What comes back, and each request's
// end, is DappAuthenticationAnswers'.
import { deriveTopic } from '../crypto/deriveTopic'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { createRpcId } from '../relay/createRpcId'
import { RPC_METHOD_POLICIES } from '../rpc/rpcMethodPolicies'
import type { StoredAuthRequest } from '../storage/StoredRecord'
import type { AuthenticateParameters, AuthenticateResponse } from './Authentication'
import { DappAuthenticationAnswers } from './DappAuthenticationAnswers'
import { handled } from './handled'
import { JSONRPC_VERSION, nowSeconds } from './signDefaults'

export abstract class DappAuthentication extends DappAuthenticationAnswers {
  /**
   * One-prompt sign-in (wallet authentication): a new pairing carrying wc_sessionAuthenticate and,
   * as the fallback, an ordinary proposal. Show `uri`. `response` resolves with the wallet's
   * CACAOs, each checked (CacaoError when one fails), and the session they establish; or, when the
   * wallet answers the proposal instead, with that session and no CACAO. PeerRpcError when the
   * wallet refused, RequestExpiredError at `expiry` without an answer, the relay client's
   * RelayRequestError when the relay cannot be reached or fails a request. `uri` comes at once
   * and `sent` once the requests are on the open socket, as connect()'s do.
   */
  async authenticate(
    parameters: AuthenticateParameters,
  ): Promise<{ uri: string; response: Promise<AuthenticateResponse>; sent: Promise<void> }> {
    this.assertOpen()
    // The request's writer loads on first use: a page that connects without signing in never does.
    const [keyPair, { createAuthRequest }] = await Promise.all([
      generateKeyPair(),
      import('./createAuthRequest'),
    ])
    const requester = { publicKey: keyPair.publicKey, metadata: this.metadata }
    const { params, fallback } = createAuthRequest(parameters, requester, nowSeconds())
    this.wakeRelay()
    const pairing = await this.openPairing([['wc_sessionAuthenticate']])
    const responseTopic = await deriveTopic(keyPair.publicKey)
    const id = createRpcId()
    try {
      // Asked of the relay before anything is published on the pairing: the wallet's answer,
      // which comes only after it read the request, finds its topic watched.
      const responseSubscribed = handled(this.relay.subscribe(responseTopic).then(() => undefined))
      const { id: proposalId, published } = await this.propose(pairing, keyPair, {
        optionalNamespaces: fallback,
      })
      // The fallback's `approval` (marked handled) is not awaited: its outcome reaches the
      // request through the proposal's own end (its settlement, or proposalEnded), which a
      // restarted client sees too.
      const record: StoredAuthRequest = {
        kind: 'authRequest',
        id,
        pairingTopic: pairing.topic,
        privateKey: keyPair.privateKey,
        params,
        proposalId,
      }
      const response = this.authRequests.add(record, responseTopic)
      await this.store.put(record)
      this.scheduleSweep()
      const request = { id, jsonrpc: JSONRPC_VERSION, method: 'wc_sessionAuthenticate', params }
      const policy = RPC_METHOD_POLICIES.wc_sessionAuthenticate.request
      const requests = Promise.all([
        pairing.subscribed,
        responseSubscribed,
        published,
        this.publish(pairing.topic, request, policy, params.expiryTimestamp),
      ])
      // As connect()'s URI, this one comes at once: the relay client sends the requests when its
      // socket opens. A relay that fails any of them ends the sign-in with its error (`response`
      // rejects: the kit says the wallet cannot be reached), the fallback and the pairing with it.
      requests.catch((cause: unknown) => {
        const auth = this.authRequests.get(id)
        if (!auth) return
        this.endAuthRequest(auth, cause, true)
          .catch((error) => this.log(`sign-in ${id} not ended: ${String(error)}`))
          .finally(() => this.abandonPairing(pairing.topic))
      })
      return { uri: pairing.uri, response, sent: this.onSocket(requests) }
    } catch (cause) {
      // Storage failed. Nobody holds its promise yet: it goes without an answer, with the pairing.
      const auth = this.authRequests.get(id)
      if (auth) {
        this.authRequests.delete(id)
        await this.store.remove(auth)
      }
      void this.unsubscribe(responseTopic)
      this.abandonPairing(pairing.topic)
      throw cause
    }
  }
}
