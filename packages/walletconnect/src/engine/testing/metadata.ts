import type { Metadata } from '../../sign/SignTypes'

/** A peer's metadata for the tests, named after its side. */
export const metadata = (name: string): Metadata => ({
  name,
  description: `${name} under test`,
  url: 'https://example.test',
  icons: [],
})
