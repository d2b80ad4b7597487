// What a session keeps of a signed message beyond the account: its Request ID and Resources, bounded
// in bytes (issue 24). A 4 KiB message could name ~740 Resources, ~32 KB of heap per session and
// gigabytes at the session cap, so a message over these caps is refused before its nonce is
// touched (the verify route, and the NextAuth provider).
import type { SiweFields } from '@gatehouse/siwe'

/** Resources a session records at most; a message with more is refused (400). */
export const MAX_SESSION_RESOURCES = 8
/** Characters of Request ID and Resources together that a session records at most. */
export const MAX_SESSION_EXTRAS_CHARS = 1024

/** Whether the Request ID and Resources fit what a session may keep. */
export function extrasFit({ requestId, resources = [] }: SiweFields): boolean {
  if (resources.length > MAX_SESSION_RESOURCES) return false
  let chars = requestId?.length ?? 0
  for (const resource of resources) chars += resource.length
  return chars <= MAX_SESSION_EXTRAS_CHARS
}
