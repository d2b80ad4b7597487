import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { auth } from '../../lib/auth'

export const metadata: Metadata = { title: 'Members · Gatehouse Next.js example' }

export default async function Members() {
  // Checked on the server for every request: the HTML never holds members' content otherwise.
  const session = await auth.getSession(await headers())
  if (!session) {
    return (
      <>
        <h1>Members only</h1>
        <p>Sign in with your wallet to see this page.</p>
      </>
    )
  }
  return (
    <>
      <h1>Members</h1>
      <p>
        Signed in as <code>{session.address}</code> on chain {session.chainId}.
      </p>
    </>
  )
}
