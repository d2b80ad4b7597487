import {
  type CallExpression,
  type JsxElement,
  Node,
  type ObjectLiteralExpression,
  type SourceFile,
} from 'ts-morph'
import { hasTodo } from '../hasTodo'
import { TODO_MARK, todoLineComment } from '../Todo'
import type { ImportedNames } from './ImportedNames'

const GET_SESSION_TODO =
  "return the server's session here ({ authenticated: true, address, chainId } or { authenticated: false }) so a reload stays signed in; until then it is the one verified in this page"

/**
 * RainbowKit's sign-in moved to Gatehouse's contract:
 * - `createAuthenticationAdapter({ getNonce, createMessage, verify, signOut })` (the import is now
 *   the `AuthAdapter` type) becomes an AuthAdapter object: getNonce's string is `{ nonce }`,
 *   verify's boolean becomes `{ address, chainId }` (read from the signed message) or a throw,
 *   and getSession answers with the session verified in this page, with a TODO to read the
 *   server's instead (RainbowKit apps held that status themselves);
 * - `<RainbowKitAuthenticationProvider adapter={a} status={s}>` is unwrapped, and `a` goes to the
 *   GatehouseProvider inside it as `authentication={a}`.
 */
export function rewriteAuthentication(file: SourceFile, imported: ImportedNames): void {
  const adapters = imported.localsFrom('createAuthenticationAdapter')
  const calls = file
    .getDescendants()
    .filter(Node.isCallExpression)
    .filter((call) => adapters.has(call.getExpression().getText()))
  for (const call of calls) if (!call.wasForgotten()) adapterObject(call)
  if (calls.length > 0) importParseSiweMessage(file)

  const wrappers = imported.localsFrom('RainbowKitAuthenticationProvider')
  const providers = imported.localsOf('GatehouseProvider')
  const elements = file
    .getDescendants()
    .filter(Node.isJsxElement)
    .filter((element) => wrappers.has(element.getOpeningElement().getTagNameNode().getText()))
  for (const element of elements.reverse()) if (!element.wasForgotten()) unwrap(element, providers)
}

function adapterObject(call: CallExpression): void {
  const [options] = call.getArguments()
  if (!Node.isObjectLiteralExpression(options)) return
  const method = (name: string) => initializer(options, name)
  const getNonce = method('getNonce')
  const createMessage = method('createMessage')
  const verify = method('verify')
  const signOut = method('signOut') ?? 'async () => {}'
  if (!getNonce || !createMessage || !verify) return
  const type = call.getExpression().getText()
  call.replaceWithText(`(() => {
  let session: Awaited<ReturnType<${type}['getSession']>> = { authenticated: false }
  return {
    getNonce: async () => ({ nonce: await (${getNonce})() }),
    createMessage: ${createMessage},
    verify: async (args) => {
      const verify = (${verify}) satisfies (args: { message: string; signature: \`0x\${string}\` }) => Promise<boolean>
      if (!(await verify(args))) throw new Error('The sign-in was not verified')
      const { address = '', chainId = 0 } = parseSiweMessage(args.message)
      session = { authenticated: true, address, chainId }
      return { address, chainId }
    },
    getSession: async () => session, ${todoLineComment(GET_SESSION_TODO)}
    signOut: async () => {
      session = { authenticated: false }
      await (${signOut})()
    },
  } satisfies ${type}
})()`)
}

/** A property's value, or a method written as a function expression. */
function initializer(object: ObjectLiteralExpression, name: string): string | undefined {
  const property = object.getProperty(name)
  if (Node.isPropertyAssignment(property)) return property.getInitializer()?.getText()
  if (Node.isMethodDeclaration(property)) {
    const async = property.isAsync() ? 'async ' : ''
    const parameters = property
      .getParameters()
      .map((p) => p.getText())
      .join(', ')
    return `${async}(${parameters}) => ${property.getBody()?.getText() ?? '{}'}`
  }
  return undefined
}

function importParseSiweMessage(file: SourceFile): void {
  const siwe = file.getImportDeclaration((d) => d.getModuleSpecifierValue() === 'viem/siwe')
  if (siwe?.getNamedImports().some((s) => s.getName() === 'parseSiweMessage')) return
  if (siwe) siwe.addNamedImport('parseSiweMessage')
  else
    file.insertStatements(
      file.getImportDeclarations().length,
      "import { parseSiweMessage } from 'viem/siwe'",
    )
}

function unwrap(element: JsxElement, providers: ReadonlySet<string>): void {
  const adapter = element
    .getOpeningElement()
    .getAttributes()
    .find((a) => Node.isJsxAttribute(a) && a.getNameNode().getText() === 'adapter')
  const value = Node.isJsxAttribute(adapter) ? adapter.getInitializer() : undefined
  const expression = Node.isJsxExpression(value) ? value.getExpression()?.getText() : undefined
  const provider = element
    .getDescendants()
    .find(
      (node) =>
        (Node.isJsxOpeningElement(node) || Node.isJsxSelfClosingElement(node)) &&
        providers.has(node.getTagNameNode().getText()),
    )
  if (
    !expression ||
    !provider ||
    !(Node.isJsxOpeningElement(provider) || Node.isJsxSelfClosingElement(provider))
  ) {
    if (!hasTodo(element.getOpeningElement()) && !element.getText().includes(TODO_MARK))
      element
        .getOpeningElement()
        .replaceWithText(
          `${element.getOpeningElement().getText()}{/* ${TODO_MARK} pass this adapter to GatehouseProvider's authentication prop and remove this provider */}`,
        )
    return
  }
  provider.addAttribute({ name: 'authentication', initializer: `{${expression}}` })
  const children = element
    .getJsxChildren()
    .filter((c) => !(Node.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces()))
  const inner = children.map((c) => c.getText()).join('\n')
  element.replaceWithText(children.length === 1 ? inner : `<>${inner}</>`)
}
