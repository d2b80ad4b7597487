// What the Node wallet needs of a WalletConnect wallet client: @gatehouse/walletconnect's wallet
// side has exactly this shape. Another implementation (e.g. an adapter over Reown's walletkit, for
// interoperability tests) can be plugged in with NodeWalletConnectWallet.over().
import type { SessionRequest, SignClientEvents, WalletClient } from '@gatehouse/walletconnect'

export type WalletSide = Pick<
  WalletClient,
  'approve' | 'reject' | 'respond' | 'emit' | 'disconnect' | 'sessions'
> &
  // Wallet authentication (wc_sessionAuthenticate): a client without these can only connect,
  // and the Node wallet then never listens for 'authenticate'.
  Partial<Pick<WalletClient, 'approveAuthenticate' | 'rejectAuthenticate'>> & {
    /** Pairs from a `wc:` URI; what it resolves with is the client's own business. */
    pair(parameters: { uri: string }): Promise<unknown>
    on(event: 'proposal', listener: (proposal: SignClientEvents['proposal']) => void): () => void
    on(event: 'request', listener: (request: SessionRequest) => void): () => void
    on(
      event: 'authenticate',
      listener: (request: SignClientEvents['authenticate']) => void,
    ): () => void
    close(): void | Promise<void>
  }
