import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    // What the first render runs (React, wagmi, viem, the kit's button) in one chunk; by default
    // Rolldown splits what the entry shares with lazily loaded chunks into several small files.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-render', tags: ['$initial'] }] } },
    },
  },
})
