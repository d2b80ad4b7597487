import { useCallback, useEffect, useRef, useState } from 'react'
import { COPIED_FEEDBACK_MS } from '../core/constants'

/** Copies text and reports `copied` for §9's 1.5 s. */
export function useCopied(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      // No clipboard permission (or an insecure page): no false "Copied!".
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
  }, [])
  return { copied, copy }
}
