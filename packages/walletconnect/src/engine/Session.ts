import type {
  Participant,
  ProposalNamespaces,
  RelayProtocol,
  SessionNamespaces,
} from '../sign/SignTypes'

/** A settled session as either side sees it (sign data-structures, "Session"). */
export type Session = {
  topic: string
  pairingTopic: string
  relay: RelayProtocol
  /** Seconds since the epoch. */
  expiry: number
  /** The wallet's side: whether the dapp answered the settlement. Always true on the dapp's side. */
  acknowledged: boolean
  /** The controller's (the wallet's) public key: only it may update or extend the session. */
  controller: string
  namespaces: SessionNamespaces
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: Record<string, string>
  self: Participant
  peer: Participant
}
