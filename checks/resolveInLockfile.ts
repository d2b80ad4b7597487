// How npm finds a dependency, read from package-lock.json: shared by the licence and install-size
// checks.

/** Where npm finds `name` from the package at `from`: the nearest node_modules up the tree. */
export function resolveInLockfile(
  lock: { packages: Record<string, unknown> },
  from: string,
  name: string,
): string | undefined {
  let dir = from
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
    if (lock.packages[key]) return key
    if (!dir) return undefined
    const index = dir.lastIndexOf('/node_modules/')
    // Up one node_modules level; from a top-level package or a workspace folder, the root.
    dir = index >= 0 ? dir.slice(0, index) : ''
  }
}
