import { SendToSelf } from '../components/SendToSelf'

export default function Home() {
  return (
    <>
      <h1>Gatehouse on the Next.js App Router</h1>
      <p>
        Connect a wallet with the button above, then sign the message to verify your account. The
        Members page is checked on the server: only a signed-in visitor sees it.
      </p>
      <SendToSelf />
    </>
  )
}
