// Reown's wallet SDK (@reown/walletkit 1.2.9, the last Apache-2.0 release, a test-only oracle) in
// the shape of the test kit's WalletSide, so that NodeWalletConnectWallet.over() plays the phone on
// the official wallet side in the interoperability tests, with the same scripting as on ours.
import type { WalletSide } from '@gatehouse/testkit/walletconnect'
import { type IWalletKit, WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { getSdkError } from '@walletconnect/utils'
import type { Session } from '../Session'

type SdkSession = ReturnType<IWalletKit['getActiveSessions']>[string]

// The SDK's session struct has the sign spec's fields under the same names.
const toSession = (session: SdkSession) => session as unknown as Session

export async function walletKitSide(options: {
  relayUrl: string
  customStoragePrefix: string
}): Promise<WalletSide & { kit: IWalletKit }> {
  const kit = await inSdkTestMode(() =>
    WalletKit.init({
      core: new Core({
        projectId: '00000000000000000000000000000000',
        relayUrl: options.relayUrl,
        customStoragePrefix: options.customStoragePrefix,
        telemetryEnabled: false,
        logger: 'error',
      }),
      signConfig: { disableRequestQueue: true },
      metadata: {
        name: 'Node test wallet',
        description: 'Gatehouse test kit',
        url: 'http://127.0.0.1',
        icons: [],
      },
    }),
  )
  return {
    /** The SDK itself, for what the test kit's wallet has no method for (test only). */
    kit,
    pair: ({ uri }) => kit.pair({ uri }),
    approve: async ({ id, namespaces }) => toSession(await kit.approveSession({ id, namespaces })),
    reject: ({ id, reason }) =>
      kit.rejectSession({ id, reason: reason ?? getSdkError('USER_REJECTED') }),
    respond: ({ topic, id, ...reply }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...reply } as never }),
    emit: (parameters) => kit.emitSessionEvent(parameters),
    disconnect: ({ topic }) =>
      kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') }),
    sessions: () => Object.values(kit.getActiveSessions()).map(toSession),
    on: ((event: 'proposal' | 'request' | 'authenticate', listener: (payload: never) => void) => {
      // Without approveAuthenticate the Node wallet never asks for sign-in requests.
      if (event === 'authenticate') throw new Error('walletKitSide does not forward sign-in')
      if (event === 'proposal') {
        const forward = (proposal: { id: number; params: { pairingTopic: string } }) =>
          listener({
            id: proposal.id,
            pairingTopic: proposal.params.pairingTopic,
            params: proposal.params,
          } as never)
        kit.on('session_proposal', forward as never)
        return () => kit.off('session_proposal', forward as never)
      }
      const forward = (request: {
        id: number
        topic: string
        params: { chainId: string; request: { method: string; params: unknown } }
      }) =>
        listener({
          id: request.id,
          topic: request.topic,
          chainId: request.params.chainId,
          method: request.params.request.method,
          params: request.params.request.params,
        } as never)
      kit.on('session_request', forward as never)
      return () => kit.off('session_request', forward as never)
    }) as WalletSide['on'],
    close: async () => {
      const { core } = kit
      core.heartbeat.stop()
      await core.relayer.transportClose()
      // The SDK caches a core per storage prefix on globalThis.
      const globals = globalThis as Record<string, unknown>
      delete globals[`_walletConnectCore_${core.customStoragePrefix.replace(/^:/, '')}`]
    },
  }
}

/**
 * `telemetryEnabled: false` does not cover everything: WalletKit.init still posts an INIT event
 * to pulse.walletconnect.org, and the wallet's Verify client looks every proposal up at
 * verify.walletconnect.org. The SDK's only switch for both is its test mode (IS_VITEST), read
 * when Core is constructed and during WalletKit.init, so it is set only around those calls.
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
