import { Node, type SourceFile } from 'ts-morph'
import { DEFAULT_GROUP_WALLETS, WALLET_SDKS } from './versions'

/**
 * The wallet SDK packages the migrated app needs: those of the wallet factories it imports from
 * `@gatehouse/kit/wallets`, and of the default groups when it uses them (`defaultWalletGroups`, or
 * a `getDefaultConfig` call without `wallets`).
 */
export function walletSdks(files: readonly SourceFile[]): string[] {
  const wallets = new Set<string>()
  for (const file of files) {
    for (const declaration of file.getImportDeclarations()) {
      const module = declaration.getModuleSpecifierValue()
      if (module !== '@gatehouse/kit/wallets' && module !== '@gatehouse/kit') continue
      for (const specifier of declaration.getNamedImports()) wallets.add(specifier.getName())
    }
    const usesDefaults =
      wallets.has('defaultWalletGroups') ||
      file
        .getDescendants()
        .filter(Node.isCallExpression)
        .some((call) => {
          if (call.getExpression().getText() !== 'getDefaultConfig') return false
          const [options] = call.getArguments()
          return Node.isObjectLiteralExpression(options) && !options.getProperty('wallets')
        })
    if (usesDefaults) for (const name of DEFAULT_GROUP_WALLETS) wallets.add(name)
  }
  return [...new Set([...wallets].flatMap((name) => WALLET_SDKS[name] ?? []))].sort()
}
