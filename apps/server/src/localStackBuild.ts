// The local-stack build (`npm start`'s apps/demo/dist-local, VITE_LOCAL_STACK=true) lists the
// Anvil development wallet, whose keys are public, and talks to chains on loopback. Served from a
// public https origin, a visitor could "sign" with keys anyone holds (issue 24). A production
// start (APP_ORIGIN https) refuses such a build: it is found by its folder (dist-local, where
// `npm start` writes it) or by what its security-headers.json says it talks to (only loopback
// RPC URLs: no public deployment has those).
import path from 'node:path'
import { EnvError } from '@gatehouse/auth-server'
import { readBuildOptions } from './readBuildOptions'

/** Where `npm start` writes the local-stack build (scripts/start.ts). */
export const LOCAL_STACK_DIR_NAME = 'dist-local'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function isLoopbackUrl(raw: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(raw).hostname)
  } catch {
    return false
  }
}

/** Whether `staticDir` holds the local-stack build. */
export function isLocalStackBuild(staticDir: string): boolean {
  if (path.basename(path.resolve(staticDir)) === LOCAL_STACK_DIR_NAME) return true
  const rpcUrls = readBuildOptions(staticDir).securityHeaders.rpcUrls ?? []
  return rpcUrls.length > 0 && rpcUrls.every(isLoopbackUrl)
}

/** Throws EnvError (STATIC_DIR) for the local-stack build behind an https APP_ORIGIN. */
export function assertNotLocalStackInProduction(staticDir: string, https: boolean): void {
  if (!https || !isLocalStackBuild(staticDir)) return
  throw new EnvError(
    'STATIC_DIR',
    `${staticDir} is the local-stack build (the Anvil development wallet, whose keys are public, and loopback chains) and APP_ORIGIN is https; build the demo for production (npm run build) and point STATIC_DIR at apps/demo/dist`,
  )
}
