import {
  type AppKitNetwork,
  arbitrum,
  mainnet,
  optimism,
  polygon,
  zora,
} from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'

// Dummy WalletConnect Cloud (Reown) project id: the bench runs offline.
export const projectId = '0123456789abcdef0123456789abcdef'

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  mainnet,
  polygon,
  optimism,
  arbitrum,
  zora,
]

export const wagmiAdapter = new WagmiAdapter({ networks, projectId })

// Default options only (the kit's default wallet list / features).
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: {
    name: 'AppKit peer',
    description: 'AppKit peer',
    url: 'http://127.0.0.1:4103',
    icons: [],
  },
})

export const config = wagmiAdapter.wagmiConfig
