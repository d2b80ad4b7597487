import { ConnectButton } from '@gatehouse/kit'
import Link from 'next/link'

export function Header() {
  return (
    <header className="header">
      <nav aria-label="Main">
        <Link href="/">Home</Link>
        <Link href="/protected">Members</Link>
      </nav>
      <ConnectButton />
    </header>
  )
}
