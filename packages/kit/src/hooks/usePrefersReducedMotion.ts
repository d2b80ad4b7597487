import { useMediaQuery } from './useMediaQuery'

/** True when the visitor asked for less motion: no confetti, no slide or scale animations. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
