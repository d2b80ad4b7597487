import {
  type ImportDeclaration,
  type JsxElement,
  type JsxOpeningElement,
  type JsxSelfClosingElement,
  Node,
  type SourceFile,
  type VariableDeclaration,
} from 'ts-morph'
import { hasTodo } from '../hasTodo'
import { todoLineComment } from '../Todo'

export const SIWE_NEXT_AUTH = '@rainbow-me/rainbowkit-siwe-next-auth'
export const GATEHOUSE_NEXT_AUTH = '@gatehouse/auth-server/next-auth'
/** The statement RainbowKit's NextAuth adapter signs when the app sets none. */
export const RAINBOWKIT_STATEMENT = "'Sign in with Ethereum to the app.'"
const NEXT_AUTH_REACT = 'next-auth/react'
const CLIENT_FUNCTIONS = ['getCsrfToken', 'getSession', 'signIn', 'signOut'] as const
const PROVIDER_NAMES = ['RainbowKitProvider', 'GatehouseProvider']

/** What the server's provider must agree with: the statement, when it is a string literal. */
export type NextAuthClientFacts = { statement: string | undefined }

const WHY =
  "move this to Gatehouse by hand: const authentication = createNextAuthAdapter({ getCsrfToken, getSession, signIn, signOut }, { statement }) (next-auth/react's functions; @gatehouse/auth-server/next-auth) on GatehouseProvider's `authentication` prop, and siweCredentials({ appOrigin, statement, chainIds }) as the server's Credentials provider"

/**
 * `<RainbowKitSiweNextAuthProvider getSiweMessageOptions enabled>` around RainbowKit's provider
 * becomes the provider's `authentication` prop: a module-level
 * `createNextAuthAdapter({ getCsrfToken, getSession, signIn, signOut }, { statement })` from
 * `@gatehouse/auth-server/next-auth`, with next-auth/react's functions and the statement the
 * app's `getSiweMessageOptions` gave (RainbowKit's own when none). Runs before the imports are
 * rewritten (RainbowKit's provider still has its name). Anything else (other message options, a
 * second wrapper, no provider inside) is a TODO on the import. Returns the facts the server's
 * provider needs, or undefined when the file was not moved.
 */
export function rewriteNextAuthClient(file: SourceFile): NextAuthClientFacts | undefined {
  const declaration = file.getImportDeclaration(
    (d) => d.getModuleSpecifierValue() === SIWE_NEXT_AUTH,
  )
  if (!declaration || hasTodo(declaration)) return undefined
  const todo = () => {
    declaration.replaceWithText(`${declaration.getText()} ${todoLineComment(WHY)}`)
    return undefined
  }
  const wrapper = declaration
    .getNamedImports()
    .find((s) => s.getName() === 'RainbowKitSiweNextAuthProvider')
  const local = wrapper?.getAliasNode()?.getText() ?? wrapper?.getName()
  const elements = file
    .getDescendants()
    .filter(Node.isJsxElement)
    .filter((e) => e.getOpeningElement().getTagNameNode().getText() === local)
  const [element] = elements
  if (!element || elements.length > 1 || usesOtherNames(declaration)) return todo()
  const props = propsOf(element)
  const options = props && messageOptions(file, props.get('getSiweMessageOptions'))
  const provider = innerProvider(element, providerLocals(file))
  if (!props || !options || !provider || !canImportClientFunctions(file)) return todo()

  const name = freeName(file, 'authentication')
  const enabled = props.get('enabled')
  const value =
    enabled === undefined || enabled === 'true' ? name : `${enabled} ? ${name} : undefined`
  provider.addAttribute({ name: 'authentication', initializer: `{${value}}` })
  unwrap(element)
  const semicolon = declaration.getText().trimEnd().endsWith(';') ? ';' : ''
  const adapter = `const ${name} = createNextAuthAdapter(
  { ${CLIENT_FUNCTIONS.join(', ')} },
  { statement: ${options.statement} },
)${semicolon}`
  const at = options.declaration?.getVariableStatement()
  if (at) at.replaceWithText(adapter)
  else file.insertStatements(file.getImportDeclarations().length, adapter)
  importClientFunctions(file)
  declaration.replaceWithText(
    `import { createNextAuthAdapter } from '${GATEHOUSE_NEXT_AUTH}'${semicolon}`,
  )
  return { statement: /^(['"]).*\1$/s.test(options.statement) ? options.statement : undefined }
}

/** Whether the file uses a name of the package other than the wrapper and the options' type. */
function usesOtherNames(declaration: ImportDeclaration): boolean {
  if (declaration.getDefaultImport() || declaration.getNamespaceImport()) return true
  return declaration
    .getNamedImports()
    .some((s) => !['RainbowKitSiweNextAuthProvider', 'GetSiweMessageOptions'].includes(s.getName()))
}

/** The wrapper's props as expression texts (`true` for a bare one); undefined for a spread. */
function propsOf(element: JsxElement): Map<string, string> | undefined {
  const props = new Map<string, string>()
  for (const attribute of element.getOpeningElement().getAttributes()) {
    if (!Node.isJsxAttribute(attribute)) return undefined
    const value = attribute.getInitializer()
    const text = Node.isJsxExpression(value)
      ? value.getExpression()?.getText()
      : (value?.getText() ?? 'true')
    if (text === undefined) return undefined
    props.set(attribute.getNameNode().getText(), text)
  }
  const known = ['getSiweMessageOptions', 'enabled']
  return [...props.keys()].every((key) => known.includes(key)) ? props : undefined
}

/**
 * The statement `getSiweMessageOptions` gives, when it is a module-level `() => ({ statement })`
 * (or none given: RainbowKit's default), with the declaration to replace; undefined otherwise.
 */
function messageOptions(
  file: SourceFile,
  prop: string | undefined,
): { statement: string; declaration?: VariableDeclaration } | undefined {
  if (prop === undefined) return { statement: RAINBOWKIT_STATEMENT }
  const declaration = file.getVariableDeclaration(prop)
  if (!declaration || declaration.getVariableStatement()?.getParent() !== file) return undefined
  const initializer = declaration.getInitializer()
  if (!Node.isArrowFunction(initializer) || initializer.getParameters().length > 0) return undefined
  let body: Node | undefined = initializer.getBody()
  while (Node.isParenthesizedExpression(body)) body = body.getExpression()
  if (!Node.isObjectLiteralExpression(body)) return undefined
  const properties = body.getProperties()
  const [statement] = properties
  if (properties.length > 1) return undefined
  if (statement && !(Node.isPropertyAssignment(statement) && statement.getName() === 'statement'))
    return undefined
  // Used by the wrapper's prop alone (and exported by no one): its declaration can go.
  const name = declaration.getNameNode()
  if (!Node.isIdentifier(name) || declaration.getVariableStatement()?.isExported()) return undefined
  if (name.findReferencesAsNodes().length !== 1) return undefined
  return {
    statement: statement?.getInitializerOrThrow().getText() ?? RAINBOWKIT_STATEMENT,
    declaration,
  }
}

function providerLocals(file: SourceFile): Set<string> {
  const locals = new Set<string>()
  for (const d of file.getImportDeclarations()) {
    if (!/^@rainbow-me\/rainbowkit(\/components)?$/.test(d.getModuleSpecifierValue())) continue
    for (const s of d.getNamedImports())
      if (PROVIDER_NAMES.includes(s.getName()))
        locals.add(s.getAliasNode()?.getText() ?? s.getName())
  }
  return locals
}

function innerProvider(element: JsxElement, locals: Set<string>) {
  return element
    .getDescendants()
    .find(
      (node) =>
        (Node.isJsxOpeningElement(node) || Node.isJsxSelfClosingElement(node)) &&
        locals.has(node.getTagNameNode().getText()),
    ) as JsxOpeningElement | JsxSelfClosingElement | undefined
}

/**
 * The wrapper replaced by its children, one level less indented (ts-morph indents a replacement's
 * later lines by the replaced node's column, so they are given without the child's own).
 */
function unwrap(element: JsxElement): void {
  const children = element
    .getJsxChildren()
    .filter((c) => !(Node.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces()))
  const dedent = (child: Node) => {
    const column = child.getStart() - child.getStartLinePos()
    return child
      .getText()
      .split('\n')
      .map((line, i) => (i === 0 ? line : line.replace(new RegExp(`^ {0,${column}}`), '')))
      .join('\n')
  }
  const inner = children.map(dedent).join('\n')
  element.replaceWithText(children.length === 1 ? inner : `<>${inner}</>`)
}

/** next-auth/react's four functions can be imported under their own names. */
function canImportClientFunctions(file: SourceFile): boolean {
  const fromNextAuth = new Set(
    file
      .getImportDeclarations()
      .filter((d) => d.getModuleSpecifierValue() === NEXT_AUTH_REACT)
      .flatMap((d) => d.getNamedImports())
      .filter((s) => !s.getAliasNode())
      .map((s) => s.getName()),
  )
  return CLIENT_FUNCTIONS.every((name) => fromNextAuth.has(name) || !file.getLocal(name))
}

function importClientFunctions(file: SourceFile): void {
  const existing = file
    .getImportDeclarations()
    .find((d) => d.getModuleSpecifierValue() === NEXT_AUTH_REACT && !d.isTypeOnly())
  const have = new Set(existing?.getNamedImports().map((s) => s.getName()) ?? [])
  const missing = CLIENT_FUNCTIONS.filter((name) => !have.has(name))
  if (existing && existing.getNamespaceImport() === undefined) existing.addNamedImports(missing)
  else
    file.insertStatements(
      file.getImportDeclarations().length,
      `import { ${missing.join(', ')} } from '${NEXT_AUTH_REACT}'`,
    )
}

/** `wanted`, or `wanted2`, … : a name the file's module scope does not declare. */
function freeName(file: SourceFile, wanted: string): string {
  if (!file.getLocal(wanted)) return wanted
  let n = 2
  while (file.getLocal(`${wanted}${n}`)) n++
  return `${wanted}${n}`
}
