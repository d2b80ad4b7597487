import { useEffect, useState } from 'react'

/**
 * False on the first render and true once the browser has painted it: for content that may
 * arrive a frame later, so its cost is not paid before the page's first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    // A task queued from an animation frame runs after that frame's paint.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
