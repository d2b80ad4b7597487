/**
 * The last `capacity` ids seen, oldest forgotten first: enough to drop a relay's redelivery (after
 * a reconnect, or a lost ack) without growing for ever.
 */
export class RecentIds {
  private readonly ids = new Set<string>()
  constructor(private readonly capacity: number) {}

  /** Whether `id` was seen already; remembers it either way. */
  seen(id: string): boolean {
    if (this.ids.has(id)) return true
    this.ids.add(id)
    if (this.ids.size > this.capacity) {
      const [oldest] = this.ids
      if (oldest !== undefined) this.ids.delete(oldest)
    }
    return false
  }
}
