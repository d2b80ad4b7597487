// checkSessionNamespaces as a value instead of a throw, for handlers that answer the peer with the
// error rather than fail.
import { ProtocolError } from '../errors/protocol'
import { checkSessionNamespaces } from '../sign/checkSessionNamespaces'
import type { ProposalNamespaces, SessionNamespaces } from '../sign/SignTypes'

/** Why `namespaces` do not satisfy `required` (checkSessionNamespaces' error), or undefined. */
export function namespacesProblem(
  namespaces: SessionNamespaces,
  required: ProposalNamespaces,
): ProtocolError | undefined {
  try {
    checkSessionNamespaces(namespaces, required)
    return undefined
  } catch (cause) {
    if (cause instanceof ProtocolError) return cause
    throw cause
  }
}
