import { COMPACT_BREAKPOINT_PX } from '../core/constants'
import { useMediaQuery } from './useMediaQuery'

/** §2: the wide layout becomes compact (a bottom sheet) below 768 px. */
export function useIsCompact(): boolean {
  return useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 1}px)`)
}
