// Starting and stopping the real @reown/walletkit SDK for the Node wallet, offline.
import { type IWalletKit, WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { NodeWalletConnectWalletOptions } from './NodeWalletConnectWalletOptions'

const DEFAULT_PROJECT_ID = '00000000000000000000000000000000'

/** A WalletKit on the relay of `options`, with its own storage prefix unless one is given. */
export function startWalletKit(options: NodeWalletConnectWalletOptions): Promise<IWalletKit> {
  return inSdkTestMode(() =>
    WalletKit.init({
      core: new Core({
        projectId: options.projectId ?? DEFAULT_PROJECT_ID,
        relayUrl: options.relayUrl,
        customStoragePrefix:
          options.customStoragePrefix ?? `gatehouse-wallet-${crypto.randomUUID()}`,
        telemetryEnabled: false,
        logger: options.logLevel ?? 'error',
      }),
      // The SDK still drops duplicate deliveries of a request without its queue.
      signConfig: { disableRequestQueue: options.requestQueue !== true },
      metadata: {
        name: 'Node test wallet',
        description: 'Gatehouse test kit',
        url: 'http://127.0.0.1',
        icons: [],
        ...options.metadata,
      },
    }),
  )
}

/** Closes the relay socket and stops the SDK's timers; sessions are not ended. */
export async function closeWalletKit(kit: IWalletKit): Promise<void> {
  const { core } = kit
  core.heartbeat.stop()
  await core.relayer.transportClose()
  // The SDK caches a core per storage prefix on globalThis; a later wallet with the same
  // prefix must get a new core, not this closed one.
  const globals = globalThis as Record<string, unknown>
  delete globals[`_walletConnectCore_${core.customStoragePrefix.replace(/^:/, '')}`]
}

/**
 * `telemetryEnabled: false` does not cover everything: WalletKit.init still posts an INIT event
 * to pulse.walletconnect.org, and the wallet's Verify client looks every proposal up at
 * verify.walletconnect.org. The SDK's only switch for both is its test mode, isTestRun(), i.e.
 * process.env.IS_VITEST === 'true', read when Core is constructed (Verify) and during
 * WalletKit.init (INIT event). So it is set only around those two calls, then restored.
 */
async function inSdkTestMode<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  try {
    return await run()
  } finally {
    if (previous === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previous
  }
}
