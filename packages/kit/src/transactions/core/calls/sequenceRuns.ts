// Which one-by-one runs of calls are still being sent (#27). A run lives only as long as the page
// that sends it: its id is recorded in its Recent Transactions entry while it goes, and held as a
// Web Lock (navigator.locks), which the browser releases when the page goes away (reload, close,
// crash). Any tab can then tell a run still going (in this page, or its lock held by another tab)
// from one whose page is gone: its calls not yet sent never will be. Without Web Locks only this
// page's own runs are known to be going.

const LOCK_PREFIX = 'gatehouse-calls-run:'

type Locks = {
  request(name: string, callback: () => Promise<void>): Promise<unknown>
  query(): Promise<{ held?: ReadonlyArray<{ name?: string }> }>
}

const ownRuns = new Set<string>()

const webLocks = (): Locks | undefined =>
  (globalThis.navigator as { locks?: Locks } | undefined)?.locks

function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export type SequenceRun = { id: string; end(): void }

/** A run begins: going until end() (or until the page goes away). */
export function startSequenceRun(): SequenceRun {
  const id = newRunId()
  ownRuns.add(id)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  webLocks()
    ?.request(LOCK_PREFIX + id, () => held)
    .catch(() => {})
  return {
    id,
    end() {
      ownRuns.delete(id)
      release()
    },
  }
}

/** Whether the page that started run `id` is still sending its calls. */
export async function isSequenceRunGoing(id: string): Promise<boolean> {
  if (ownRuns.has(id)) return true
  const locks = webLocks()
  if (!locks) return false
  const { held = [] } = await locks.query()
  return held.some((lock) => lock.name === LOCK_PREFIX + id)
}
