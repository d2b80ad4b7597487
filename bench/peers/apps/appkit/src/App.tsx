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
      <strong>Peer: Reown AppKit</strong>
      {/* The kit's own connect button (a web component). */}
      <appkit-button />
    </header>
  )
}
