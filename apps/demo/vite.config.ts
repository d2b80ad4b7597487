import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Configuration (RPC URLs, flags) comes from the repo-root environment and .env files.
  envDir: '../..',
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { sourcemap: false, target: 'es2022', manifest: true },
})
