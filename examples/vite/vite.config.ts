import { compileHints, splitModules } from '@gatehouse/kit/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // splitModules: viem's and wagmi's error classes and a few helpers split per declaration, so the
  // lazily loaded chunks' share of them leaves the first render (3 KB gzip).
  // compileHints: the first render and the kit's dialogs compile while they load, not on first call.
  plugins: [react(), splitModules(), compileHints()],
  build: {
    // What the first render runs (React, wagmi, viem, the kit's button) in one chunk; by default
    // Rolldown splits what the entry shares with lazily loaded chunks into several small files.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-render', tags: ['$initial'] }] } },
    },
  },
})
