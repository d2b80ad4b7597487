// The jsdom test files that share a worker (vitest.config.ts) share one document and its storage:
// Vitest builds a worker's environment once and hands the next file the same window. What a file
// left behind met every later file: React trees rendered without cleanup (13 of them, wagmi and
// React Query providers among them, stayed mounted for the rest of the run) and the kit's
// localStorage entries (recent wallets, transactions, wagmi's store). vitest.setup.ts calls this
// at the end of each jsdom file, so the next one starts from an empty page and empty storage.
import { cleanup } from '@testing-library/react'

export function endFileInDocument(): void {
  // Unmounts every tree rendered through Testing Library (their effects' cleanups run) and removes
  // their containers; a file that already cleans up after each test leaves nothing to do.
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
}
