/** Gatehouse name → the local names a file now uses for it (an alias, `ns.Name` for a namespace). */
export class ImportedNames {
  readonly #locals = new Map<string, Set<string>>()

  add(gatehouseName: string, local: string): void {
    const set = this.#locals.get(gatehouseName) ?? new Set<string>()
    set.add(local)
    this.#locals.set(gatehouseName, set)
  }

  localsOf(gatehouseName: string): ReadonlySet<string> {
    return this.#locals.get(gatehouseName) ?? new Set<string>()
  }
}
