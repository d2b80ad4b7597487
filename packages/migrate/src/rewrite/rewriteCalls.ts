import { Node, type SourceFile } from 'ts-morph'
import { todoLineComment } from '../Todo'
import type { ImportedNames } from './ImportedNames'

/**
 * Calls whose shape differs: RainbowKit's `getDefaultWallets(…)` (renamed defaultWalletGroups by
 * the imports) returned `{ connectors, wallets }`; the call becomes `{ wallets: defaultWalletGroups }`
 * (its appName/projectId are getDefaultConfig's or connectorsForWallets' already). A use of its
 * `connectors` gets a TODO.
 */
export function rewriteCalls(file: SourceFile, imported: ImportedNames): void {
  const groups = imported.localsOf('defaultWalletGroups')
  for (const call of file.getDescendants().filter(Node.isCallExpression)) {
    if (call.wasForgotten() || !groups.has(call.getExpression().getText())) continue
    const name = call.getExpression().getText()
    const usesConnectors = /\bconnectors\b/.test(call.getParent()?.getText() ?? '')
    const replaced = call.replaceWithText(`{ wallets: ${name} }`)
    if (usesConnectors) {
      const statement = replaced.getFirstAncestor(Node.isStatement)
      statement?.replaceWithText(
        `${statement.getText()} ${todoLineComment('getDefaultWallets() gave connectors too: pass defaultWalletGroups to connectorsForWallets(groups, { appName, projectId })')}`,
      )
    }
  }
}
