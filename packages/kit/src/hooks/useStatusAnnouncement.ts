import { useEffect, useRef, useState } from 'react'

export type AnnouncedItem = { key: string; status: string; text: string }

/**
 * The latest status change among `items`, as one line for a polite live region. Items seen for
 * the first time are not announced (opening a list is not news); a changed status is. The line
 * lasts only while its item is in `items`: once that item is gone (e.g. Clear All), nothing is
 * left in the region that would still speak for it.
 */
export function useStatusAnnouncement(items: readonly AnnouncedItem[]): string {
  const seen = useRef<Map<string, string> | null>(null)
  const [announced, setAnnounced] = useState<{ key: string; text: string }>()
  useEffect(() => {
    const previous = seen.current
    const now = new Map(items.map((item) => [item.key, item.status]))
    seen.current = now
    if (!previous) return
    const changed = items.find(
      (item) => previous.has(item.key) && previous.get(item.key) !== item.status,
    )
    if (changed) setAnnounced({ key: changed.key, text: changed.text })
    // Forgotten once its item leaves, so the same key added again does not bring it back.
    else setAnnounced((current) => (current && now.has(current.key) ? current : undefined))
  }, [items])
  // Read against this render's items, so the render that drops the item already drops its line.
  return announced && items.some((item) => item.key === announced.key) ? announced.text : ''
}
