// EIP-4361: statement = *( reserved / unreserved / " " ), with RFC 3986's
//   reserved   = ":" / "/" / "?" / "#" / "[" / "]" / "@" / "!" / "$" / "&" / "'" / "(" / ")"
//              / "*" / "+" / "," / ";" / "="
//   unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
const SIWE_STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/

/**
 * Whether `value` may be an EIP-4361 statement: RFC 3986 reserved and unreserved characters and
 * spaces only (no line break, no `"`, `%`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`). The empty
 * string is a statement too. Tests one character just as well, to find the first one that is not.
 */
export function isSiweStatement(value: unknown): value is string {
  return typeof value === 'string' && SIWE_STATEMENT.test(value)
}
