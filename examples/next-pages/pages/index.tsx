import { Account } from '../components/Account'

export default function Home() {
  return (
    <>
      <h1>Gatehouse on the Next.js pages router</h1>
      <p>
        The providers and the connect button live in <code>pages/_app.tsx</code>, so every page
        shares one wallet connection.
      </p>
      <Account />
    </>
  )
}
