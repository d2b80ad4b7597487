import type { NobleCrypto } from './nobleCrypto'

/** The noble fallback, its code fetched on first use (a chunk of its own in a bundled app). */
export const loadNobleCrypto = (): Promise<NobleCrypto> =>
  import('./nobleCrypto').then((module) => module.nobleCrypto)
