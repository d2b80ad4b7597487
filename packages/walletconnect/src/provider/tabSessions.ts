// Tabs of one origin share a WalletConnect client identity (its keys are in localStorage), and the
// relay keeps one mailbox per client id, handing each message to one connection of it. A tab
// restoring a session another tab already holds may therefore never see the wallet's answer to
// its ping: the other tab gets it. Asking the other tabs first settles it without the wallet.

/** The channel's name: one per storage prefix, so two apps on one origin stay apart. */
const CHANNEL_PREFIX = 'gatehouse-walletconnect:'

type TabMessage = { type: 'alive?'; topic: string } | { type: 'alive'; topic: string }

export type TabSessions = {
  /** Resolves when another tab says it holds `topic` as its connected session. */
  heldElsewhere(topic: string): Promise<void>
  close(): void
}

/**
 * Answers other tabs about the session this tab holds (`current()`), and asks them about one it
 * restores. Without BroadcastChannel (some workers, old browsers) no tab ever answers.
 */
export function tabSessions(name: string, current: () => string | undefined): TabSessions {
  if (typeof BroadcastChannel === 'undefined')
    return { heldElsewhere: () => new Promise<void>(() => {}), close: () => {} }
  const channel = new BroadcastChannel(`${CHANNEL_PREFIX}${name}`)
  const waiting = new Map<string, Set<() => void>>()
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data?.type === 'alive?' && data.topic === current())
      channel.postMessage({ type: 'alive', topic: data.topic } satisfies TabMessage)
    if (data?.type !== 'alive') return
    for (const resolve of waiting.get(data.topic) ?? []) resolve()
    waiting.delete(data.topic)
  }
  // In Node the channel would keep the process alive; a page has no such concern.
  ;(channel as { unref?: () => void }).unref?.()
  return {
    heldElsewhere(topic) {
      return new Promise<void>((resolve) => {
        const set = waiting.get(topic) ?? new Set()
        set.add(resolve)
        waiting.set(topic, set)
        channel.postMessage({ type: 'alive?', topic } satisfies TabMessage)
      })
    },
    close() {
      waiting.clear()
      channel.close()
    },
  }
}
