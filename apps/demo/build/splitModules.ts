// Splits a few large library modules into one module per top-level declaration, and points their
// importers at those parts. Why: Rolldown assigns whole modules to chunks. When the first render
// uses two of the 27 error classes in viem's errors/rpc.js and a lazily loaded chunk uses the
// rest, all 27 sit in the first render. As parts, each declaration goes where it is used.
// Build-only. Each declaration still exists once (one part), so `instanceof` and module state are
// unchanged; a module with anything but imports, declarations, their local exports, and statements
// about one declaration (TypeScript's `Object.defineProperty(Class, …)`) is left whole.
import { readFileSync } from 'node:fs'
import { type Plugin, parseAst } from 'vite'

const PART = '?gh-part='

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

/** Strongly connected components (Tarjan), so declarations that need each other stay together. */
function components(count: number, edges: Set<number>[]): number[] {
  const index: number[] = new Array(count).fill(-1)
  const low: number[] = new Array(count).fill(0)
  const onStack: boolean[] = new Array(count).fill(false)
  const stack: number[] = []
  const component: number[] = new Array(count).fill(-1)
  let next = 0
  let found = 0
  const visit = (v: number) => {
    index[v] = low[v] = next++
    stack.push(v)
    onStack[v] = true
    for (const w of edges[v]!) {
      if (index[w] === -1) {
        visit(w)
        low[v] = Math.min(low[v]!, low[w]!)
      } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!)
    }
    if (low[v] === index[v]) {
      let w: number
      do {
        w = stack.pop()!
        onStack[w] = false
        component[w] = found
      } while (w !== v)
      found++
    }
  }
  for (let v = 0; v < count; v++) if (index[v] === -1) visit(v)
  return component
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
  const component = components(declarations.length, edges)
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
        lines.push(`import { ${name} } from ${JSON.stringify(`${file}${PART}${component[j]}`)};`)
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

/** The module that re-exports every export from its part (for importers left unrewritten). */
export function facade(file: string, split: SplitModule): string {
  return [...split.exports]
    .map(
      ([exported, { part, local }]) =>
        `export { ${local} as ${exported} } from ${JSON.stringify(`${file}${PART}${part}`)};`,
    )
    .join('\n')
}

const STATEMENT = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?/g

/**
 * Splits the modules whose file matches `modules`, and rewrites named imports of them in the
 * modules whose file matches `importers` to import from the parts.
 */
export function splitModules(modules: RegExp, importers: RegExp): Plugin {
  const splits = new Map<string, SplitModule | undefined>()
  const splitOf = (file: string) => {
    if (!splits.has(file)) splits.set(file, splitModule(readFileSync(file, 'utf8'), file))
    return splits.get(file)
  }
  return {
    name: 'gatehouse:split-modules',
    apply: 'build',
    resolveId(id) {
      return id.includes(PART) ? { id, moduleSideEffects: false } : undefined
    },
    load(id) {
      const at = id.indexOf(PART)
      if (at === -1) return undefined
      const file = id.slice(0, at)
      const part = splitOf(file)?.parts[Number(id.slice(at + PART.length))]
      if (part === undefined) throw new Error(`no part ${id}`)
      return { code: part, map: null }
    },
    async transform(code, id) {
      const file = id.split(PART)[0]!
      let out = code
      if (!id.includes(PART) && modules.test(id)) {
        const split = splitOf(id)
        if (split) return { code: facade(id, split), map: null }
      }
      if (!importers.test(file)) return undefined
      const edits: { start: number; end: number; text: string }[] = []
      for (const match of code.matchAll(STATEMENT)) {
        const resolved = await this.resolve(match[4]!, id).catch(() => null)
        if (!resolved || resolved.external || !modules.test(resolved.id)) continue
        const split = splitOf(resolved.id)
        if (!split) continue
        const lines: string[] = []
        for (const spec of match[2]!
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [name, alias] = spec.split(/\s+as\s+/)
          const target = name ? split.exports.get(name) : undefined
          if (!name || !target || spec.startsWith('type ')) {
            lines.length = 0
            break
          }
          lines.push(
            `${match[1]} { ${target.local} as ${alias ?? name} } from ${JSON.stringify(`${resolved.id}${PART}${target.part}`)};`,
          )
        }
        if (lines.length > 0)
          edits.push({
            start: match.index,
            end: match.index + match[0].length,
            text: lines.join('\n'),
          })
      }
      for (const edit of edits.reverse())
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
      return out === code ? undefined : { code: out, map: null }
    },
  }
}
