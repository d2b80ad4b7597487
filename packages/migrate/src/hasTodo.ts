import type { Node } from 'ts-morph'
import { TODO_MARK } from './Todo'

/** The node's last line already carries a TODO (an earlier run's): leave it as it is. */
export function hasTodo(node: Node): boolean {
  const text = node.getSourceFile().getFullText()
  const end = node.getEnd()
  const lineEnd = text.indexOf('\n', end)
  const lineStart = text.lastIndexOf('\n', node.getStart()) + 1
  return text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).includes(TODO_MARK)
}
