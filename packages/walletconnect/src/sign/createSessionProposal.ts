// The dapp's wc_sessionPropose request (sign rpc-methods): its X25519 public key, metadata and the
// namespaces it asks for, on the irn relay, expiring with the pairing's proposal window.
import type { JsonRpcRequest } from '../jsonrpc/JsonRpc'
import { createRpcId } from '../relay/createRpcId'
import { PAIRING_PROPOSAL_TTL_SECONDS, RELAY_PROTOCOL_IRN } from '../uri/constants'
import type { Metadata, ProposalNamespaces, SessionProposeParams } from './SignTypes'

export type CreateSessionProposalParameters = {
  /** The dapp's X25519 public key for this proposal (generateKeyPair), hex. */
  publicKey: string
  metadata: Metadata
  requiredNamespaces?: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  sessionProperties?: Record<string, string>
  /** Seconds since the epoch; defaults to now. */
  now?: number
}

const MS_PER_SECOND = 1000

export function createSessionProposal({
  publicKey,
  metadata,
  requiredNamespaces = {},
  optionalNamespaces,
  sessionProperties,
  now = Math.floor(Date.now() / MS_PER_SECOND),
}: CreateSessionProposalParameters): JsonRpcRequest<'wc_sessionPropose', SessionProposeParams> {
  return {
    id: createRpcId(),
    jsonrpc: '2.0',
    method: 'wc_sessionPropose',
    params: {
      relays: [{ protocol: RELAY_PROTOCOL_IRN }],
      proposer: { publicKey, metadata },
      requiredNamespaces,
      ...(optionalNamespaces ? { optionalNamespaces } : {}),
      ...(sessionProperties ? { sessionProperties } : {}),
      expiryTimestamp: now + PAIRING_PROPOSAL_TTL_SECONDS,
    },
  }
}
