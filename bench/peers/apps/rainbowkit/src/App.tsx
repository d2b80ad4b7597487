import { ConnectButton } from '@rainbow-me/rainbowkit'

export default function App() {
  return (
    <header
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        padding: 12,
      }}
    >
      <strong>Peer: RainbowKit</strong>
      <ConnectButton />
    </header>
  )
}
