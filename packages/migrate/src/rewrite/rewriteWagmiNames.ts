import { Node, type SourceFile } from 'ts-morph'
import { WAGMI_DEPRECATED } from '../mapping/wagmiDeprecated'

/**
 * The app's own wagmi 2 call sites whose names wagmi 3 deprecated (`useAccount` →
 * `useConnection`, `getAccount` → `getConnection`, …): the import is renamed, and with it every
 * reference (an alias the app gave is kept). wagmi 3 still answers to the old names, so this is
 * about keeping the app off deprecated APIs, not about making it compile.
 */
export function rewriteWagmiNames(file: SourceFile): void {
  for (const declaration of file.getImportDeclarations()) {
    const renames = WAGMI_DEPRECATED[declaration.getModuleSpecifierValue()]
    if (!renames) continue
    for (const specifier of declaration.getNamedImports()) {
      const target = renames[specifier.getName()]
      if (!target) continue
      const nameNode = specifier.getNameNode()
      if (specifier.getAliasNode()) nameNode.replaceWithText(target)
      else if (Node.isIdentifier(nameNode)) nameNode.rename(target)
    }
  }
}
