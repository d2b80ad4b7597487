// The sign client's records in a SignStorage, under one prefix: loaded once at start (each entry
// read on its own; one that is corrupt, foreign or of another version is removed and logged, the
// others still load), then written through on every change. A storage that fails a write is
// logged, never thrown: the session in memory stays usable, it just may not survive a restart.

import { readStoredRecord, STORED_RECORD_VERSION } from './readStoredRecord'
import type { SignStorage } from './SignStorage'
import { recordKey, type StoredRecord } from './StoredRecord'

export class SignStore {
  constructor(
    private readonly storage: SignStorage,
    private readonly prefix: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Every valid record under the prefix; the invalid ones are removed from storage. */
  async load(): Promise<StoredRecord[]> {
    const records: StoredRecord[] = []
    let keys: string[]
    try {
      keys = await this.storage.keys()
    } catch (error) {
      this.log(`storage keys unreadable: ${String(error)}`)
      return records
    }
    for (const fullKey of keys) {
      if (!fullKey.startsWith(this.prefix)) continue
      const key = fullKey.slice(this.prefix.length)
      let text: string | null = null
      try {
        text = await this.storage.getItem(fullKey)
      } catch (error) {
        this.log(`storage entry ${key} unreadable: ${String(error)}`)
      }
      const record = await readStoredRecord(key, text)
      if (record) {
        records.push(record)
        continue
      }
      this.log(`dropped stored entry ${key}: corrupt, foreign or of another version`)
      await this.attempt(`remove ${key}`, () => this.storage.removeItem(fullKey))
    }
    return records
  }

  put(record: StoredRecord): Promise<void> {
    const key = recordKey(record)
    const text = JSON.stringify({ v: STORED_RECORD_VERSION, record })
    return this.attempt(`write ${key}`, () => this.storage.setItem(this.prefix + key, text))
  }

  remove(record: StoredRecord): Promise<void> {
    const key = recordKey(record)
    return this.attempt(`remove ${key}`, () => this.storage.removeItem(this.prefix + key))
  }

  private async attempt(what: string, run: () => unknown): Promise<void> {
    try {
      await run()
    } catch (error) {
      this.log(`storage failed to ${what}: ${String(error)}`)
    }
  }
}
