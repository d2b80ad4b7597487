import { ENS_NAME_MAX_CHARS } from '../constants'

/** §9: ENS names over 24 characters are truncated (with an ellipsis, keeping the length). */
export function formatEnsName(name: string): string {
  const chars = Array.from(name)
  if (chars.length <= ENS_NAME_MAX_CHARS) return name
  return `${chars.slice(0, ENS_NAME_MAX_CHARS - 1).join('')}…`
}
