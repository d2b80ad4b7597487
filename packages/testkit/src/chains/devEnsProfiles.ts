// The ENS records seeded on local chain 1, exported so tests assert against the same values.
import type { Address } from 'viem'
import { DEV_ACCOUNTS } from './devAccounts'

export type EnsProfile = { address: Address; name: string; avatar: string }

/** A `data:` URI on purpose: an http avatar would make viem (and the browser) fetch it. */
function circleAvatar(fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${fill}"/></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

export const DEV_ENS_PROFILES = [
  { address: DEV_ACCOUNTS[0], name: 'alice.eth', avatar: circleAvatar('#e4572e') },
  { address: DEV_ACCOUNTS[1], name: 'bob.eth', avatar: circleAvatar('#17bebb') },
] as const satisfies readonly EnsProfile[]
