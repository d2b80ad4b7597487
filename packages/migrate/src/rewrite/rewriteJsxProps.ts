import {
  type JsxAttribute,
  type JsxOpeningElement,
  type JsxSelfClosingElement,
  Node,
  type SourceFile,
} from 'ts-morph'
import { todoBlockComment } from '../Todo'
import type { ImportedNames } from './ImportedNames'

type Tag = JsxOpeningElement | JsxSelfClosingElement

/**
 * The props whose meaning or default differs, rewritten so the app keeps RainbowKit's behaviour:
 * - GatehouseProvider: `showRecentTransactions={false}` and `coolMode={false}` where they were
 *   unset (RainbowKit's defaults), `locale="ua"` → `"uk"`, and a TODO on `id` (Gatehouse has one
 *   theme scope per provider);
 * - ConnectButton: `showBalance` (`true` meant every screen in RainbowKit; Gatehouse's `true` is
 *   large screens only) → `{ smallScreen: true, largeScreen: true }`;
 * - WalletButton (and `.Custom`): `wallet="rainbow"` where it was unset (RainbowKit's default).
 */
export function rewriteJsxProps(file: SourceFile, imported: ImportedNames): void {
  const provider = imported.localsOf('GatehouseProvider')
  const connectButton = imported.localsOf('ConnectButton')
  const walletButton = imported.localsOf('WalletButton')
  for (const tag of file.getDescendants().filter(isTag)) {
    const name = tag.getTagNameNode().getText()
    if (provider.has(name)) rewriteProvider(tag)
    else if (connectButton.has(name)) rewriteConnectButton(tag)
    else if (walletButton.has(name) || walletButton.has(name.replace(/\.Custom$/, '')))
      addIfAbsent(tag, 'wallet', 'wallet="rainbow"')
  }
}

const isTag = (node: Node): node is Tag =>
  Node.isJsxOpeningElement(node) || Node.isJsxSelfClosingElement(node)

function attribute(tag: Tag, name: string): JsxAttribute | undefined {
  for (const attr of tag.getAttributes())
    if (Node.isJsxAttribute(attr) && attr.getNameNode().getText() === name) return attr
  return undefined
}

const hasSpread = (tag: Tag) => tag.getAttributes().some(Node.isJsxSpreadAttribute)

function addIfAbsent(tag: Tag, name: string, text: string): void {
  // A spread may carry the prop: leave such an element alone.
  if (attribute(tag, name) || hasSpread(tag)) return
  tag.addAttribute({
    name,
    initializer: text.slice(name.length + 1),
  })
}

function rewriteProvider(tag: Tag): void {
  addIfAbsent(tag, 'showRecentTransactions', 'showRecentTransactions={false}')
  addIfAbsent(tag, 'coolMode', 'coolMode={false}')
  const locale = attribute(tag, 'locale')?.getInitializer()
  if (locale && Node.isStringLiteral(locale) && locale.getLiteralValue() === 'ua')
    locale.replaceWithText(`${locale.getText()[0]}uk${locale.getText()[0]}`)
  const id = attribute(tag, 'id')
  if (id && !id.getText().includes('TODO'))
    id.replaceWithText(
      `${todoBlockComment("Gatehouse has no provider id: each GatehouseProvider's theme applies to its own [data-gh] elements; remove id")} ${id.getText()}`,
    )
}

function rewriteConnectButton(tag: Tag): void {
  const showBalance = attribute(tag, 'showBalance')
  if (!showBalance) return
  const initializer = showBalance.getInitializer()
  const expression = Node.isJsxExpression(initializer) ? initializer.getExpression() : undefined
  if (!initializer || expression?.getText() === 'true') {
    showBalance.setInitializer('{{ smallScreen: true, largeScreen: true }}')
    return
  }
  if (expression?.getText() === 'false' || Node.isObjectLiteralExpression(expression)) return
  showBalance.replaceWithText(
    `${todoBlockComment("RainbowKit's showBalance={true} meant every screen; Gatehouse's true means 768 px and wider: pass { smallScreen: true, largeScreen: true } where this is true")} ${showBalance.getText()}`,
  )
}
