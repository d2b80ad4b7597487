import { ConnectKitButton } from 'connectkit'

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
      <strong>Peer: ConnectKit</strong>
      <ConnectKitButton />
    </header>
  )
}
