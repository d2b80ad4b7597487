/**
 * The local names a file now uses (an alias, `ns.Name` for a namespace), by Gatehouse name and by
 * the RainbowKit name they came from (calls whose shape differs are found by the latter).
 */
export class ImportedNames {
  readonly #locals = new Map<string, Set<string>>()
  readonly #origins = new Map<string, Set<string>>()

  add(gatehouseName: string, local: string, rainbowKitName?: string): void {
    put(this.#locals, gatehouseName, local)
    if (rainbowKitName) put(this.#origins, rainbowKitName, local)
  }

  localsOf(gatehouseName: string): ReadonlySet<string> {
    return this.#locals.get(gatehouseName) ?? new Set<string>()
  }

  localsFrom(rainbowKitName: string): ReadonlySet<string> {
    return this.#origins.get(rainbowKitName) ?? new Set<string>()
  }
}

function put(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key) ?? new Set<string>()
  set.add(value)
  map.set(key, set)
}
