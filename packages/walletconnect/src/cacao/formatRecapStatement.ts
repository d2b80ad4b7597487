// The sentence a ReCap adds to the statement (ERC-5573 "ReCap Translation Algorithm"), written
// exactly as the official SDK writes it (@walletconnect/utils formatStatementFromRecap): the
// wallet signs that text, so one character of difference fails every signature check. Its quirks
// are kept on purpose: abilities joined with ", " and then only the first ".," turned into ".".
import type { Recap } from './Recap'

export const RECAP_STATEMENT_BASE =
  'I further authorize the stated URI to perform the following actions on my behalf: '

export function formatRecapStatement(statement: string, recap: Recap): string {
  if (statement.includes(RECAP_STATEMENT_BASE)) return statement
  let counter = 0
  const sentences = Object.entries(recap.att).map(([resource, abilities]) => {
    const actions = Object.keys(abilities)
      .map((ability) => {
        const [kind = '', action = ''] = ability.split('/')
        return { kind, action }
      })
      .sort((a, b) => a.action.localeCompare(b.action))
    const byKind = new Map<string, string[]>()
    for (const { kind, action } of actions) byKind.set(kind, [...(byKind.get(kind) ?? []), action])
    const parts = [...byKind].map(([kind, names]) => {
      counter++
      return `(${counter}) '${kind}': '${names.join("', '")}' for '${resource}'.`
    })
    return parts.join(', ').replace('.,', '.')
  })
  const recapStatement = `${RECAP_STATEMENT_BASE}${sentences.join(' ')}`
  return `${statement ? `${statement} ` : ''}${recapStatement}`
}
