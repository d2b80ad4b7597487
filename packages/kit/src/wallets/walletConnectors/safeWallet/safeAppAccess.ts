// What a Safe App connector carries for the kit beside wagmi's connector: its own Safe Apps SDK
// (status lookups, off-chain signatures, Safe info and the other SDK calls). Kept apart from
// safeAppConnector.ts so that reading it never loads wagmi's `safe` connector.
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'

export type SafeAppAccess = {
  /** The SDK talking to the Safe host (one instance per connector, created on first use). */
  sdk(): Promise<SafeAppsSDK>
  /** How long the host has to answer getSafeInfo. */
  infoTimeoutMs: number
}

/** The Safe App SDK access of a connector made by safeAppConnector, else undefined. */
export function safeAppOf(connector: object | undefined): SafeAppAccess | undefined {
  const access = (connector as { safeApp?: unknown } | undefined)?.safeApp
  return typeof access === 'object' && access !== null && 'sdk' in access
    ? (access as SafeAppAccess)
    : undefined
}
