import { type CallExpression, Node, type Project, type SourceFile } from 'ts-morph'
import { todoBlockComment } from '../Todo'
import { GATEHOUSE_NEXT_AUTH, type NextAuthClientFacts } from './rewriteNextAuthClient'

const CREDENTIALS = 'next-auth/providers/credentials'
const CHAIN_MODULES = ['wagmi/chains', 'viem/chains', '@wagmi/core/chains']
/** An authorize that signs in with Ethereum: it reads a SIWE message (viem's or the siwe package's). */
const SIWE_AUTHORIZE = /\b(parseSiweMessage|validateSiweMessage|SiweMessage|verifySiweMessage)\b/
/** Modules whose names the replaced authorize used, removed once nothing else uses them. */
const CLEANED = ['viem', 'viem/siwe', 'viem/chains', 'siwe', CREDENTIALS, 'next-auth/react']

/** The app's sign-in chains: its wagmi config's `chains` array, when it names chains only. */
export type ChainList = { text: string; names: string[] }

/**
 * The chains of the app's wagmi config (`getDefaultConfig` or `createConfig`): the array's text
 * when every name in it is a chain imported from wagmi's or viem's chain modules (spreads and
 * conditions on environment variables included), so it can be copied into the server's file.
 */
export function findChains(project: Project): ChainList | undefined {
  for (const file of project.getSourceFiles()) {
    const chainNames = new Set(
      file
        .getImportDeclarations()
        .filter((d) => CHAIN_MODULES.includes(d.getModuleSpecifierValue()))
        .flatMap((d) => d.getNamedImports())
        .filter((s) => !s.getAliasNode())
        .map((s) => s.getName()),
    )
    for (const call of file.getDescendants().filter(Node.isCallExpression)) {
      if (!/^(getDefaultConfig|createConfig)$/.test(call.getExpression().getText())) continue
      const [options] = call.getArguments()
      const chains = Node.isObjectLiteralExpression(options)
        ? options.getProperty('chains')
        : undefined
      const array = Node.isPropertyAssignment(chains) ? chains.getInitializer() : undefined
      if (!Node.isArrayLiteralExpression(array)) continue
      const names = array
        .getDescendants()
        .filter(Node.isIdentifier)
        .filter(
          (id) =>
            !Node.isPropertyAccessExpression(id.getParent()) ||
            id.getParent()?.getFirstChild() === id,
        )
        .map((id) => id.getText())
        .filter((name) => name !== 'process')
      if (names.length > 0 && names.every((name) => chainNames.has(name)))
        return { text: array.getText(), names: [...new Set(names)] }
    }
  }
  return undefined
}

/**
 * The app's own NextAuth Credentials provider that verified RainbowKit's SIWE messages
 * (`Credentials({ …, authorize })` whose authorize parses a SIWE message) becomes
 * `siweCredentials({ name, appOrigin, statement, chainIds })` from `@gatehouse/auth-server/next-auth`:
 * the origin from NEXTAUTH_URL / AUTH_URL (what the app's check read), the statement the client
 * now signs, and the chains of the app's wagmi config (a TODO when they cannot be read). The
 * imports and the public client only that authorize used are removed.
 */
export function rewriteNextAuthServer(
  file: SourceFile,
  facts: NextAuthClientFacts,
  chains: ChainList | undefined,
): void {
  const credentials = file
    .getImportDeclarations()
    .find((d) => d.getModuleSpecifierValue() === CREDENTIALS)
    ?.getDefaultImport()
    ?.getText()
  if (!credentials) return
  const calls = file
    .getDescendants()
    .filter(Node.isCallExpression)
    .filter((call) => call.getExpression().getText() === credentials && isSiweProvider(call))
  if (calls.length === 0) return
  for (const call of calls) call.replaceWithText(providerCall(call, facts, chains))
  const last = file.getImportDeclarations().at(-1)
  const semicolon = last?.getText().trimEnd().endsWith(';') ? ';' : ''
  file.insertStatements(
    file.getImportDeclarations().length,
    `import { siweCredentials } from '${GATEHOUSE_NEXT_AUTH}'${semicolon}`,
  )
  if (chains) importChains(file, chains.names, semicolon)
  removeUnused(file)
}

/** The chains' names from viem/chains, in the file's import of it when it has one. */
function importChains(file: SourceFile, names: string[], semicolon: string): void {
  const existing = file
    .getImportDeclarations()
    .find((d) => d.getModuleSpecifierValue() === 'viem/chains' && !d.isTypeOnly())
  const have = new Set(existing?.getNamedImports().map((s) => s.getName()) ?? [])
  const missing = names.filter((name) => !have.has(name))
  if (existing) existing.addNamedImports(missing)
  else
    file.insertStatements(
      file.getImportDeclarations().length,
      `import { ${missing.join(', ')} } from 'viem/chains'${semicolon}`,
    )
}

function isSiweProvider(call: CallExpression): boolean {
  const [options] = call.getArguments()
  if (!Node.isObjectLiteralExpression(options)) return false
  const authorize = options.getProperty('authorize')
  return authorize !== undefined && SIWE_AUTHORIZE.test(authorize.getText())
}

function providerCall(
  call: CallExpression,
  facts: NextAuthClientFacts,
  chains: ChainList | undefined,
): string {
  const [options] = call.getArguments()
  const kept = Node.isObjectLiteralExpression(options)
    ? ['id', 'name'].flatMap((key) => {
        const property = options.getProperty(key)
        return Node.isPropertyAssignment(property) ? [property.getText()] : []
      })
    : []
  const statement =
    facts.statement ??
    `'' ${todoBlockComment('the statement your client signs (createNextAuthAdapter’s)')}`
  const chainIds = chains
    ? `${chains.text}.map((chain) => chain.id)`
    : `[1] ${todoBlockComment('the chain ids users sign in on (your wagmi config’s chains)')}`
  return `siweCredentials({
  ${[...kept, 'appOrigin: process.env.AUTH_URL ?? process.env.NEXTAUTH_URL', `statement: ${statement}`, `chainIds: ${chainIds}`].join(',\n  ')},
})`
}

/**
 * Imports of CLEANED modules and module-level public clients that nothing references any more
 * (the replaced authorize was their only user), removed until none is left.
 */
function removeUnused(file: SourceFile): void {
  while (removeOneUnused(file));
}

/** Removes one unused thing (a client with its comment, or imports); whether it found one. */
function removeOneUnused(file: SourceFile): boolean {
  for (const statement of file.getVariableStatements()) {
    const [declaration, ...more] = statement.getDeclarations()
    const initializer = declaration?.getInitializer()
    if (!declaration || more.length > 0 || statement.isExported()) continue
    if (!Node.isCallExpression(initializer)) continue
    if (initializer.getExpression().getText() !== 'createPublicClient') continue
    if (!unreferenced(declaration.getNameNode())) continue
    // Its leading comments too: they described the client.
    file.removeText(statement.getFullStart(), statement.getEnd())
    return true
  }
  let removed = false
  for (const declaration of file.getImportDeclarations()) {
    if (!CLEANED.includes(declaration.getModuleSpecifierValue())) continue
    // A side-effect import names nothing: it is not the authorize's.
    if (!declaration.getImportClause()) continue
    const defaultImport = declaration.getDefaultImport()
    if (defaultImport && unreferenced(defaultImport)) {
      declaration.removeDefaultImport()
      removed = true
    }
    for (const specifier of declaration.getNamedImports()) {
      if (unreferenced(specifier.getAliasNode() ?? specifier.getNameNode())) {
        specifier.remove()
        removed = true
      }
    }
    if (
      !declaration.getDefaultImport() &&
      !declaration.getNamespaceImport() &&
      declaration.getNamedImports().length === 0
    )
      declaration.remove()
  }
  return removed
}

function unreferenced(name: Node): boolean {
  if (!Node.isIdentifier(name)) return false
  return name.findReferencesAsNodes().every((reference) => reference === name)
}
