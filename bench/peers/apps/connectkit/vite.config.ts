import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Identical for every peer app. manifest: true lets scripts/build-bench.mjs
// compute the entry chunk + its static-import closure ("first-render JS").
export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
})
