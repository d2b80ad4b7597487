// Sending, for both sides of the Sign protocol: requests with their pending answers, answers and
// error answers under each method's policy, and every message sealed under its topic's key (or a
// key the topic does not hold, for wallet authentication), attested first when Verify is on.
import { encrypt } from '../crypto/encrypt'
import { NotFoundError } from '../errors/notFound'
import type { JsonRpcErrorResponse, JsonRpcResult } from '../jsonrpc/JsonRpc'
import { publishTtl } from '../rpc/publishTtl'
import type { RpcPolicy } from '../rpc/RpcPolicy'
import { RPC_METHOD_POLICIES, type RpcMethod } from '../rpc/rpcMethodPolicies'
import type { ReasonParams } from '../sign/SignTypes'
import { attestRequest } from '../verify/verifySign'
import { SignState } from './SignState'
import { JSONRPC_VERSION, nowSeconds } from './signDefaults'

const MS_PER_SECOND = 1000

export abstract class SignPublisher extends SignState {
  /**
   * Publishes a request and registers its answer: `response` resolves with the peer's result,
   * rejects with PeerRpcError, or with RequestExpiredError at `expiry` (the method's TTL from now
   * by default). Throws when the publish itself failed.
   */
  protected async sendRequest(
    topic: string,
    method: RpcMethod,
    params: unknown,
    expiry = nowSeconds() + RPC_METHOD_POLICIES[method].request.ttl,
  ): Promise<{ id: number; response: Promise<unknown> }> {
    const { id, response } = this.pending.add(topic, method, expiry)
    const policy = RPC_METHOD_POLICIES[method].request
    try {
      await this.publish(topic, { id, jsonrpc: JSONRPC_VERSION, method, params }, policy, expiry)
    } catch (cause) {
      this.pending.cancel(id)
      throw cause
    }
    return { id, response }
  }

  protected answer(topic: string, id: number, method: RpcMethod, result: unknown): Promise<void> {
    const response: JsonRpcResult = { id, jsonrpc: JSONRPC_VERSION, result }
    return this.publishAnswer(topic, response, RPC_METHOD_POLICIES[method].response)
  }

  /** An error answer to `method`, published as its response (sign rpc-methods). */
  protected fail(
    topic: string,
    id: number,
    method: RpcMethod,
    reason: ReasonParams,
  ): Promise<void> {
    return this.answerError(topic, id, reason, RPC_METHOD_POLICIES[method].response)
  }

  /** An error answer under `policy`: a method's response, or a rejection's own tag. */
  protected answerError(
    topic: string,
    id: number,
    reason: ReasonParams,
    policy: RpcPolicy,
  ): Promise<void> {
    const response: JsonRpcErrorResponse = { id, jsonrpc: JSONRPC_VERSION, error: reason }
    return this.publishAnswer(topic, response, policy)
  }

  /** Answers are best effort: a failed publish is logged, never thrown into a message handler. */
  protected async publishAnswer(topic: string, payload: unknown, policy: RpcPolicy): Promise<void> {
    try {
      await this.publish(topic, payload, policy)
    } catch (cause) {
      this.log(`answer on ${topic} not published: ${String(cause)}`)
    }
  }

  protected async publish(
    topic: string,
    payload: unknown,
    policy: RpcPolicy,
    expiry?: number,
  ): Promise<void> {
    const symKey = this.symKeyOf(topic)
    if (!symKey) throw new NotFoundError(`no key for ${topic}`, { kind: 'session', key: topic })
    await this.publishSealed(topic, payload, policy, { symKey }, expiry)
  }

  /**
   * Publishes under a key the topic does not hold: a type 1 envelope (`senderPublicKey`) for an
   * answer on a response topic (wallet authentication), type 0 otherwise.
   */
  protected async publishSealed(
    topic: string,
    payload: unknown,
    policy: RpcPolicy,
    seal: { symKey: string; senderPublicKey?: string },
    expiry?: number,
  ): Promise<void> {
    const text = JSON.stringify(payload)
    // Without Verify, nothing stands between a request and its publish (not even a microtask).
    if (this.verify?.register)
      await attestRequest(this.verify, payload, text, (line) => this.log(line))
    const message = encrypt({
      message: text,
      symKey: seal.symKey,
      ...(seal.senderPublicKey ? { type: 1 as const, senderPublicKey: seal.senderPublicKey } : {}),
    })
    await this.relay.publish({
      topic,
      message,
      ttl: publishTtl(policy, expiry, Date.now() / MS_PER_SECOND),
      tag: policy.tag,
      prompt: policy.prompt,
    })
  }
}
