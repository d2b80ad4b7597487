import { Node, type SourceFile, type StringLiteral } from 'ts-morph'
import { todoBlockComment } from '../Todo'
import { moduleTarget } from './moduleTarget'

// Calls whose first argument names a module: import(), require() and the test runners' module
// mocks and their real-module escapes.
const MODULE_CALLEES = new Set(['require', 'require.resolve'])
const MOCK_MEMBERS = new Set([
  'mock',
  'doMock',
  'unmock',
  'doUnmock',
  'importActual',
  'importMock',
  'requireActual',
  'requireMock',
])

/**
 * Module names written as strings outside import declarations: `import('…')`, `require('…')`,
 * `vi.mock('…')`/`jest.mock('…')` (and their siblings), `new URL('…', import.meta.url)` and
 * `typeof import('…')` types. The module
 * is swapped; a mock factory's keys are RainbowKit's names, so a mock gets a TODO.
 */
export function rewriteModuleStrings(file: SourceFile): void {
  for (const node of file.getDescendants()) {
    if (node.wasForgotten()) continue
    if (Node.isImportTypeNode(node)) {
      const argument = node.getArgument()
      if (Node.isLiteralTypeNode(argument)) {
        const literal = argument.getLiteral()
        if (Node.isStringLiteral(literal)) swap(literal)
      }
      continue
    }
    if (Node.isNewExpression(node) && node.getExpression().getText() === 'URL') {
      const [first] = node.getArguments()
      if (first && Node.isStringLiteral(first)) swap(first)
      continue
    }
    if (!Node.isCallExpression(node)) continue
    const [first] = node.getArguments()
    if (!first || !Node.isStringLiteral(first)) continue
    const callee = node.getExpression()
    const text = callee.getText()
    const isImport = callee.getKindName() === 'ImportKeyword'
    const isMock =
      Node.isPropertyAccessExpression(callee) &&
      ['vi', 'jest'].includes(callee.getExpression().getText()) &&
      MOCK_MEMBERS.has(callee.getName())
    if (!isImport && !MODULE_CALLEES.has(text) && !isMock) continue
    const swapped = swap(first)
    if (swapped && isMock && node.getArguments().length > 1)
      first.replaceWithText(
        `${first.getText()} ${todoBlockComment("this mock's keys are RainbowKit's names: use Gatehouse's (GatehouseProvider, …)")}`,
      )
  }
}

function swap(literal: StringLiteral): boolean {
  const target = moduleTarget(literal.getLiteralValue())
  if (!target || target.kind === 'todo') return false
  const quote = literal.getText()[0] ?? "'"
  literal.replaceWithText(`${quote}${target.to}${quote}`)
  return true
}
