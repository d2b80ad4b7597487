import {
  type ExportDeclaration,
  type ImportDeclaration,
  type ImportSpecifier,
  Node,
  type SourceFile,
} from 'ts-morph'
import { hasTodo } from '../hasTodo'
import type { Mapping, RainbowKitEntry } from '../mapping/Mapping'
import { RAINBOWKIT_EXPORTS } from '../mapping/rainbowKitExports'
import { todoLineComment } from '../Todo'
import { ImportedNames } from './ImportedNames'
import { moduleTarget } from './moduleTarget'

/**
 * Rewrites the file's imports and re-exports of RainbowKit's modules, matched by exact specifier:
 * named (aliased or not, type-only or not), namespace, side-effect and stylesheet imports, and
 * `export … from`. Each name goes to the Gatehouse entry its mapping says; a renamed name is
 * renamed at every reference (through the language service, so other files that import it from
 * this one follow). Names without a counterpart stay imported, from the Gatehouse entry, on a
 * line that ends with a TODO. Returns the Gatehouse names the file now imports.
 */
export function rewriteImportDeclarations(file: SourceFile): ImportedNames {
  const imported = new ImportedNames()
  for (const declaration of [...file.getImportDeclarations()]) rewriteImport(declaration, imported)
  for (const declaration of [...file.getExportDeclarations()]) rewriteExport(declaration)
  return imported
}

type Style = { quote: string; semicolon: string }

function styleOf(declaration: ImportDeclaration | ExportDeclaration): Style {
  const specifier = declaration.getModuleSpecifier()
  return {
    quote: specifier?.getText()[0] === '"' ? '"' : "'",
    semicolon: declaration.getText().trimEnd().endsWith(';') ? ';' : '',
  }
}

const quoted = (style: Style, module: string) => `${style.quote}${module}${style.quote}`

function rewriteImport(declaration: ImportDeclaration, imported: ImportedNames): void {
  const target = moduleTarget(declaration.getModuleSpecifierValue())
  if (!target) return
  const style = styleOf(declaration)
  if (target.kind === 'todo') {
    // Left by an earlier run: the line already says what to do.
    if (!hasTodo(declaration))
      declaration.replaceWithText(`${declaration.getText()} ${todoLineComment(target.why)}`)
    return
  }
  if (target.kind === 'styles') {
    declaration.getModuleSpecifier().replaceWithText(quoted(style, target.to))
    return
  }
  const named = declaration.getNamedImports()
  const namespace = declaration.getNamespaceImport()
  const defaultImport = declaration.getDefaultImport()
  if (namespace) {
    const prefix = namespace.getText()
    renameMembers(prefix, declaration.getSourceFile(), target.from)
    for (const name of ['GatehouseProvider', 'ConnectButton', 'WalletButton'])
      imported.add(name, `${prefix}.${name}`)
    declaration.getModuleSpecifier().replaceWithText(quoted(style, target.to))
    return
  }
  if (defaultImport || named.length === 0) {
    declaration.getModuleSpecifier().replaceWithText(quoted(style, target.to))
    if (defaultImport)
      declaration.replaceWithText(
        `${declaration.getText()} ${todoLineComment(`RainbowKit has no default export; import the names you use from ${target.to}`)}`,
      )
    return
  }
  const lines = importLines(named, target.from, target.to, declaration.isTypeOnly(), imported)
  declaration.replaceWithText(
    lines
      .map(({ entry, specifiers, why }) => {
        const type = declaration.isTypeOnly() ? 'type ' : ''
        const line = `import ${type}{ ${specifiers.join(', ')} } from ${quoted(style, entry)}${style.semicolon}`
        return why ? `${line} ${todoLineComment(why)}` : line
      })
      .join('\n'),
  )
}

type Line = { entry: string; specifiers: string[]; why?: string }

function importLines(
  named: ImportSpecifier[],
  from: RainbowKitEntry,
  fallbackEntry: string,
  declarationTypeOnly: boolean,
  imported: ImportedNames,
): Line[] {
  const byEntry = new Map<string, string[]>()
  const todos: { specifier: string; why: string }[] = []
  // Read every specifier before renaming: a rename rewrites the specifiers' text.
  const specifiers = named.map((specifier) => ({
    node: specifier,
    name: specifier.getName(),
    alias: specifier.getAliasNode()?.getText(),
    typeOnly: specifier.isTypeOnly(),
    text: specifier.getText(),
  }))
  for (const { node, name, alias, typeOnly, text } of specifiers) {
    const mapping: Mapping | undefined = RAINBOWKIT_EXPORTS[from][name]
    if (mapping?.kind === 'unwrap' && !alias && onlyJsxTags(node)) {
      imported.add('', name, name)
      continue
    }
    if (!mapping || mapping.kind === 'todo' || mapping.kind === 'unwrap') {
      todos.push({
        specifier: text,
        why: mapping?.why ?? `${name} is not an export of ${from} in RainbowKit 2.2.11`,
      })
      continue
    }
    const gatehouseName = mapping.kind === 'rename' ? mapping.name : name
    if (mapping.kind === 'rename' && !alias) renameReferences(node, mapping)
    const asType =
      (typeOnly || (mapping.kind === 'rename' && mapping.typeOnly === true)) && !declarationTypeOnly
    const written = `${asType ? 'type ' : ''}${gatehouseName}${alias ? ` as ${alias}` : ''}`
    const list = byEntry.get(mapping.entry) ?? []
    if (!list.includes(written)) list.push(written)
    byEntry.set(mapping.entry, list)
    imported.add(gatehouseName, alias ?? gatehouseName, name)
  }
  const lines: Line[] = [...byEntry].map(([entry, list]) => ({ entry, specifiers: list }))
  if (todos.length > 0)
    lines.push({
      entry: fallbackEntry,
      specifiers: todos.map((t) => t.specifier),
      why: todos.map((t) => t.why).join('; '),
    })
  return lines
}

/** The binding is used only as a JSX tag (which rewriteAuthentication unwraps). */
function onlyJsxTags(specifier: ImportSpecifier): boolean {
  const nameNode = specifier.getNameNode()
  if (!Node.isIdentifier(nameNode)) return false
  return nameNode
    .findReferencesAsNodes()
    .filter((reference) => reference.getSourceFile() === specifier.getSourceFile())
    .every((reference) => {
      const parent = reference.getParent()
      return (
        reference === nameNode ||
        Node.isJsxOpeningElement(parent) ||
        Node.isJsxClosingElement(parent) ||
        Node.isJsxSelfClosingElement(parent)
      )
    })
}

/** Every reference of the imported binding: type references become `typeText` where one is set. */
function renameReferences(specifier: ImportSpecifier, mapping: Mapping & { kind: 'rename' }) {
  const nameNode = specifier.getNameNode()
  if (!Node.isIdentifier(nameNode)) return
  if (mapping.typeText) {
    for (const reference of nameNode.findReferencesAsNodes()) {
      const parent = reference.getParent()
      if (Node.isTypeReference(parent) && parent.getTypeName() === reference)
        parent.replaceWithText(mapping.typeText)
    }
  }
  nameNode.rename(mapping.name)
}

/** `rk.RainbowKitProvider` → `rk.GatehouseProvider` for a namespace import; TODO where none. */
function renameMembers(namespace: string, file: SourceFile, from: RainbowKitEntry): void {
  for (const access of file.getDescendants().filter(Node.isPropertyAccessExpression)) {
    if (access.getExpression().getText() !== namespace) continue
    const mapping = RAINBOWKIT_EXPORTS[from][access.getName()]
    if (mapping?.kind === 'rename') access.getNameNode().replaceWithText(mapping.name)
  }
}

function rewriteExport(declaration: ExportDeclaration): void {
  const specifierValue = declaration.getModuleSpecifierValue()
  if (specifierValue === undefined) return
  const target = moduleTarget(specifierValue)
  if (!target) return
  const style = styleOf(declaration)
  if (target.kind !== 'entry') {
    if (hasTodo(declaration)) return
    declaration.replaceWithText(
      `${declaration.getText()} ${todoLineComment(target.kind === 'todo' ? target.why : 'a stylesheet is imported, not re-exported')}`,
    )
    return
  }
  const named = declaration.getNamedExports()
  if (named.length === 0) {
    declaration.getModuleSpecifier()?.replaceWithText(quoted(style, target.to))
    declaration.replaceWithText(
      `${declaration.getText()} ${todoLineComment("Gatehouse's names differ from RainbowKit's here and there: re-export the names you need")}`,
    )
    return
  }
  const byEntry = new Map<string, string[]>()
  const todos: string[] = []
  const whys: string[] = []
  for (const specifier of named) {
    const name = specifier.getName()
    const alias = specifier.getAliasNode()?.getText()
    const mapping = RAINBOWKIT_EXPORTS[target.from][name]
    if (!mapping || mapping.kind === 'todo' || mapping.kind === 'unwrap') {
      todos.push(specifier.getText())
      whys.push(mapping?.why ?? `${name} is not an export of ${target.from} in RainbowKit 2.2.11`)
      continue
    }
    const gatehouseName = mapping.kind === 'rename' ? mapping.name : name
    // A re-export keeps the app's own public name: renaming it would be the app's API change.
    const written =
      gatehouseName === (alias ?? name) ? gatehouseName : `${gatehouseName} as ${alias ?? name}`
    const list = byEntry.get(mapping.entry) ?? []
    list.push(`${specifier.isTypeOnly() ? 'type ' : ''}${written}`)
    byEntry.set(mapping.entry, list)
  }
  const type = declaration.isTypeOnly() ? 'type ' : ''
  const lines = [...byEntry].map(
    ([entry, list]) =>
      `export ${type}{ ${list.join(', ')} } from ${quoted(style, entry)}${style.semicolon}`,
  )
  if (todos.length > 0)
    lines.push(
      `export ${type}{ ${todos.join(', ')} } from ${quoted(style, target.to)}${style.semicolon} ${todoLineComment(whys.join('; '))}`,
    )
  declaration.replaceWithText(lines.join('\n'))
}
