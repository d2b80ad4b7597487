import { useEffect, useRef, useState } from 'react'

export type AnnouncedItem = { key: string; status: string; text: string }

/**
 * The latest status change among `items`, as one line for a polite live region. Items seen for
 * the first time are not announced (opening a list is not news); a changed status is.
 */
export function useStatusAnnouncement(items: readonly AnnouncedItem[]): string {
  const seen = useRef<Map<string, string> | null>(null)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    const previous = seen.current
    seen.current = new Map(items.map((item) => [item.key, item.status]))
    if (!previous) return
    const changed = items.find(
      (item) => previous.has(item.key) && previous.get(item.key) !== item.status,
    )
    if (changed) setAnnouncement(changed.text)
  }, [items])
  return announcement
}
