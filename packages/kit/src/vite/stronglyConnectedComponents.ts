/**
 * Tarjan's strongly connected components of a graph given as each node's edge set: each node's
 * component number. splitModule keeps the declarations that need each other in one part with it.
 */
export function stronglyConnectedComponents(count: number, edges: Set<number>[]): number[] {
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
