// Writes the ReCap a dapp appends to ask for session methods during wallet authentication:
// `{ att: { eip155: { "request/<method>": [{}] } } }`, abilities sorted, base64 without padding
// (ERC-5573). The wallet's session grants the methods its signed ReCap lists.
import { bytesToBase64 } from '../encoding/base64'
import { RECAP_PREFIX, type Recap } from './Recap'

export const recapForMethods = (namespace: string, methods: readonly string[]): Recap => ({
  att: {
    [namespace]: Object.fromEntries(
      [...new Set(methods)]
        .sort((a, b) => a.localeCompare(b))
        .map((method) => [`request/${method}`, [{}]]),
    ),
  },
})

export const encodeRecap = (recap: Recap): string =>
  `${RECAP_PREFIX}${bytesToBase64(new TextEncoder().encode(JSON.stringify(recap))).replace(/=+$/, '')}`
