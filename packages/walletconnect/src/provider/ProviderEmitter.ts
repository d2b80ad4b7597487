// EIP-1193's `on` / `removeListener`, typed by event, without Node's EventEmitter (the package
// runs in browsers and edge runtimes). A listener that throws is logged and the others still run:
// one faulty subscriber in the app must not stop the connector from hearing a disconnect.

type Listener<payload> = (payload: payload) => void

export class ProviderEmitter<events extends Record<string, unknown>> {
  private readonly listeners = new Map<keyof events, Set<Listener<never>>>()

  constructor(private readonly log: (line: string) => void) {}

  on<event extends keyof events>(event: event, listener: Listener<events[event]>): void {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener as Listener<never>)
    this.listeners.set(event, set)
  }

  removeListener<event extends keyof events>(
    event: event,
    listener: Listener<events[event]>,
  ): void {
    this.listeners.get(event)?.delete(listener as Listener<never>)
  }

  emit<event extends keyof events>(event: event, payload: events[event]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        ;(listener as Listener<events[event]>)(payload)
      } catch (cause) {
        this.log(`a ${String(event)} listener threw: ${String(cause)}`)
      }
    }
  }
}
