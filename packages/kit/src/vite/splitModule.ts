// One ES module as one module per top-level declaration ("parts"), for splitModules.ts. Each
// declaration still exists once (one part), so `instanceof` and module state are unchanged.
// Declarations that need each other, and whatever uses a `let` or `var`, share a part; a property
// set on a declaration (TypeScript's `Object.defineProperty(Class, …)` for static properties) goes
// with it; a module with any other top-level statement is not split.
import { parseAst } from 'vite'
import { stronglyConnectedComponents } from './stronglyConnectedComponents'

const PART = '?gh-part='

/** The id of a module's part `part`. */
export const partId = (file: string, part: number) => `${file}${PART}${part}`

/** The file and part number of a part's id; undefined for any other id. */
export function parsePartId(id: string): { file: string; part: number } | undefined {
  const at = id.indexOf(PART)
  return at === -1 ? undefined : { file: id.slice(0, at), part: Number(id.slice(at + PART.length)) }
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type ImportBinding = { source: string; imported: string }

/** A module as parts: each part's code, and which part and local name each export is. */
export type SplitModule = {
  parts: string[]
  exports: Map<string, { part: number; local: string }>
}

function identifiers(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) identifiers(child, into)
  } else if (node && typeof node === 'object') {
    const n = node as Node
    if (n.type === 'Identifier' && typeof n.name === 'string') into.add(n.name)
    for (const key in n) if (key !== 'type') identifiers(n[key], into)
  }
  return into
}

function declaredNames(node: Node): string[] | undefined {
  if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
    const id = node.id as Node | null
    return id ? [id.name as string] : undefined
  }
  if (node.type === 'VariableDeclaration') {
    const names: string[] = []
    for (const d of node.declarations as Node[]) {
      const id = d.id as Node
      if (id.type !== 'Identifier') return undefined
      names.push(id.name as string)
    }
    return names
  }
  return undefined
}

/**
 * The declaration a statement only sets a property on: `Object.defineProperty(X, …)` (TypeScript's
 * static properties) or `X.key = …`. Any other statement may have effects of its own.
 */
function ownerOf(expression: Node): string | undefined {
  if (expression.type === 'CallExpression') {
    const callee = expression.callee as Node
    const [target] = expression.arguments as Node[]
    const isDefine =
      callee.type === 'MemberExpression' &&
      (callee.object as Node).type === 'Identifier' &&
      (callee.object as Node).name === 'Object' &&
      (callee.property as Node).name === 'defineProperty'
    return isDefine && target?.type === 'Identifier' ? (target.name as string) : undefined
  }
  if (expression.type === 'AssignmentExpression') {
    const left = expression.left as Node
    const object = left.type === 'MemberExpression' ? (left.object as Node) : undefined
    return object?.type === 'Identifier' ? (object.name as string) : undefined
  }
  return undefined
}

/** The parts of an ES module, or undefined when it has a statement this cannot place. */
export function splitModule(code: string, file: string): SplitModule | undefined {
  let body: Node[]
  try {
    body = parseAst(code).body as unknown as Node[]
  } catch {
    return undefined
  }
  const imports = new Map<string, ImportBinding>()
  const declarations: {
    names: string[]
    node: Node
    text: string
    extra: string[]
    mutable: boolean
  }[] = []
  const declaredBy = new Map<string, number>()
  const localExports: [exported: string, local: string][] = []
  const loose: { node: Node; owner: string }[] = []
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      const source = (node.source as Node).value as string
      for (const s of node.specifiers as Node[]) {
        const local = (s.local as Node).name as string
        const imported =
          s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : s.type === 'ImportNamespaceSpecifier'
              ? '*'
              : (((s.imported as Node).name ?? (s.imported as Node).value) as string)
        imports.set(local, { source, imported })
      }
      continue
    }
    if (node.type === 'ExportDefaultDeclaration') {
      const value = node.declaration as Node
      if (value.type !== 'Identifier') return undefined
      localExports.push(['default', value.name as string])
      continue
    }
    let declaration = node
    if (node.type === 'ExportNamedDeclaration') {
      if (node.source) return undefined
      if (!node.declaration) {
        for (const s of node.specifiers as Node[]) {
          const local = (s.local as Node).name as string
          const exported = ((s.exported as Node).name ?? (s.exported as Node).value) as string
          localExports.push([exported, local])
        }
        continue
      }
      declaration = node.declaration as Node
    }
    const names = declaredNames(declaration)
    if (names) {
      const at = declarations.length
      declarations.push({
        names,
        node: declaration,
        text: code.slice(declaration.start, declaration.end),
        extra: [],
        mutable: declaration.type === 'VariableDeclaration' && declaration.kind !== 'const',
      })
      for (const name of names) declaredBy.set(name, at)
      if (node !== declaration) for (const name of names) localExports.push([name, name])
      continue
    }
    const owner = node.type === 'ExpressionStatement' ? ownerOf(node.expression as Node) : undefined
    if (owner !== undefined) {
      loose.push({ node, owner })
      continue
    }
    return undefined
  }
  // A property set on a declaration (a class's static property) goes with the declaration.
  const extraUses: Set<string>[] = declarations.map(() => new Set())
  for (const { node, owner } of loose) {
    const at = declaredBy.get(owner)
    if (at === undefined) return undefined
    declarations[at]!.extra.push(code.slice(node.start, node.end))
    identifiers(node, extraUses[at]!)
  }
  if (declarations.length < 2) return undefined
  const uses = declarations.map((d, i) => identifiers(d.node, new Set(extraUses[i])))
  const edges = uses.map((names, i) => {
    const to = new Set<number>()
    for (const name of names) {
      const j = declaredBy.get(name)
      if (j !== undefined && j !== i) to.add(j)
    }
    return to
  })
  // An import cannot be assigned to: whatever uses a `let` or `var` stays in its part.
  edges.forEach((to, i) => {
    for (const j of to) if (declarations[j]!.mutable) edges[j]!.add(i)
  })
  const component = stronglyConnectedComponents(declarations.length, edges)
  const partCount = Math.max(...component) + 1
  const parts: string[] = []
  for (let p = 0; p < partCount; p++) {
    const members = declarations.map((d, i) => ({ d, i })).filter(({ i }) => component[i] === p)
    const own = new Set(members.flatMap(({ d }) => d.names))
    const lines: string[] = []
    const needed = new Set<string>()
    for (const { i } of members) for (const name of uses[i]!) needed.add(name)
    for (const name of needed) {
      if (own.has(name)) continue
      const binding = imports.get(name)
      if (binding) {
        const source = JSON.stringify(binding.source)
        if (binding.imported === '*') lines.push(`import * as ${name} from ${source};`)
        else lines.push(`import { ${binding.imported} as ${name} } from ${source};`)
        continue
      }
      const j = declaredBy.get(name)
      if (j !== undefined)
        lines.push(`import { ${name} } from ${JSON.stringify(partId(file, component[j]!))};`)
    }
    for (const { d } of members) lines.push(d.text, ...d.extra)
    lines.push(`export { ${[...own].join(', ')} };`)
    parts.push(lines.join('\n'))
  }
  const exports = new Map<string, { part: number; local: string }>()
  for (const [exported, local] of localExports) {
    const at = declaredBy.get(local)
    if (at === undefined) return undefined
    exports.set(exported, { part: component[at]!, local })
  }
  return { parts, exports }
}
