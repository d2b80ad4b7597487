// JSON-RPC ids for client → relay requests. relay-client-api suggests 13 digits of epoch ms plus 6
// of entropy, but 19 digits exceed 2^53: JSON.parse would round them and answers would not match.
// So 3 digits of entropy (16 digits, still unique per millisecond in practice), and never less
// than the last id plus one, so ids from one client never repeat.
const ENTROPY = 1000

let last = 0

export function createRpcId(): number {
  const id = Date.now() * ENTROPY + Math.floor(Math.random() * ENTROPY)
  last = Math.max(id, last + 1)
  return last
}
