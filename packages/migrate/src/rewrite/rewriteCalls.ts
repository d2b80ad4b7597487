import { type CallExpression, Node, type SourceFile } from 'ts-morph'
import { hasTodo } from '../hasTodo'
import { todoLineComment } from '../Todo'
import type { ImportedNames } from './ImportedNames'

/**
 * Calls whose shape differs, found by the RainbowKit name they were imported as:
 * - `getDefaultWallets(…)` returned `{ connectors, wallets }`: it becomes
 *   `{ wallets: defaultWalletGroups }` (appName/projectId are getDefaultConfig's already); a use of
 *   its `connectors` gets a TODO;
 * - rainbow-button's `rainbowConnector(options)` was one connector: it becomes
 *   `...connectorsForWallets([{ groupName: 'Rainbow', wallets: [rainbowWallet] }], options)`;
 * - rainbow-button's `useRainbowConnectModal()` gave `connect`: `{ connect }` becomes
 *   `{ openConnectModal: connect }` from `useConnectModal()`;
 * - `getDefaultConfig`'s `appDescription`, `appUrl` and `appIcon` become
 *   `walletConnectParameters.metadata`, filled as RainbowKit filled it.
 */
export function rewriteCalls(file: SourceFile, imported: ImportedNames): void {
  const calls = (rainbowKitName: string) => {
    const locals = imported.localsFrom(rainbowKitName)
    return file
      .getDescendants()
      .filter(Node.isCallExpression)
      .filter((call) => !call.wasForgotten() && locals.has(call.getExpression().getText()))
  }
  for (const call of calls('getDefaultWallets')) defaultWallets(call)
  const connectors = calls('rainbowConnector')
  for (const call of connectors) rainbowConnector(call)
  if (connectors.length > 0) importRainbowWallet(file)
  for (const call of calls('useRainbowConnectModal')) connectModal(call)
  for (const call of calls('getDefaultConfig')) walletConnectMetadata(call)
}

const METADATA_KEYS = ['appDescription', 'appUrl', 'appIcon'] as const

function walletConnectMetadata(call: CallExpression): void {
  const [options] = call.getArguments()
  if (!Node.isObjectLiteralExpression(options)) return
  const value = (name: string): string | undefined => {
    const property = options.getProperty(name)
    if (Node.isPropertyAssignment(property)) return property.getInitializer()?.getText()
    if (Node.isShorthandPropertyAssignment(property)) return property.getName()
    return undefined
  }
  const [description, url, icon] = METADATA_KEYS.map(value)
  if (description === undefined && url === undefined && icon === undefined) return
  if (options.getProperty('walletConnectParameters')) {
    const statement = call.getFirstAncestor(Node.isStatement)
    if (statement && !hasTodo(statement))
      statement.replaceWithText(
        `${statement.getText()} ${todoLineComment('move appDescription, appUrl and appIcon into walletConnectParameters.metadata ({ name, description, url, icons })')}`,
      )
    return
  }
  const name = value('appName') ?? "''"
  // RainbowKit's own defaults for what the app left out.
  const metadata = [
    `name: ${name}`,
    `description: ${description ?? name}`,
    `url: ${url ?? "typeof window === 'undefined' ? '' : window.location.origin"}`,
    `icons: ${icon === undefined ? '[]' : `[${icon}]`}`,
  ].join(', ')
  for (const key of METADATA_KEYS) options.getProperty(key)?.remove()
  options.addPropertyAssignment({
    name: 'walletConnectParameters',
    initializer: `{ metadata: { ${metadata} } }`,
  })
}

function defaultWallets(call: CallExpression): void {
  const name = call.getExpression().getText()
  const usesConnectors = /\bconnectors\b/.test(call.getParent()?.getText() ?? '')
  const replaced = call.replaceWithText(`{ wallets: ${name} }`)
  if (!usesConnectors) return
  const statement = replaced.getFirstAncestor(Node.isStatement)
  if (statement && !hasTodo(statement))
    statement.replaceWithText(
      `${statement.getText()} ${todoLineComment('getDefaultWallets() gave connectors too: pass defaultWalletGroups to connectorsForWallets(groups, { appName, projectId })')}`,
    )
}

function rainbowConnector(call: CallExpression): void {
  const name = call.getExpression().getText()
  const options = call.getArguments().map((argument) => argument.getText())
  const replacement = `${name}([{ groupName: 'Rainbow', wallets: [rainbowWallet] }], ${options[0] ?? '{ appName: "", projectId: undefined }'})`
  if (Node.isArrayLiteralExpression(call.getParent())) {
    call.replaceWithText(`...${replacement}`)
    return
  }
  const replaced = call.replaceWithText(replacement)
  const statement = replaced.getFirstAncestor(Node.isStatement)
  if (statement && !hasTodo(statement))
    statement.replaceWithText(
      `${statement.getText()} ${todoLineComment('this is now a list of connectors: spread it into createConfig({ connectors })')}`,
    )
}

/** `rainbowWallet` from @gatehouse/kit/wallets, next to the file's import of that entry. */
function importRainbowWallet(file: SourceFile): void {
  const declarations = file.getImportDeclarations()
  if (declarations.some((d) => d.getNamedImports().some((s) => s.getName() === 'rainbowWallet')))
    return
  const wallets = declarations.find((d) => d.getModuleSpecifierValue() === '@gatehouse/kit/wallets')
  if (wallets) {
    wallets.addNamedImport('rainbowWallet')
    return
  }
  file.insertStatements(0, "import { rainbowWallet } from '@gatehouse/kit/wallets'")
}

function connectModal(call: CallExpression): void {
  const declaration = call.getParent()
  const binding = Node.isVariableDeclaration(declaration) ? declaration.getNameNode() : undefined
  if (!Node.isObjectBindingPattern(binding)) {
    const statement = call.getFirstAncestor(Node.isStatement)
    if (statement && !hasTodo(statement))
      statement.replaceWithText(
        `${statement.getText()} ${todoLineComment("useConnectModal() gives openConnectModal (rainbow-button's connect)")}`,
      )
    return
  }
  for (const element of binding.getElements()) {
    const property = element.getPropertyNameNode()
    if (property?.getText() === 'connect') property.replaceWithText('openConnectModal')
    else if (!property && element.getName() === 'connect')
      element.replaceWithText(`openConnectModal: ${element.getText()}`)
  }
}
