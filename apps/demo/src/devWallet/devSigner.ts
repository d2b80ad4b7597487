// The Local Dev Wallet's signing half, loaded on its first signature or transaction (local stack
// only). Kept apart so that announcing the wallet does not put viem's account code before the
// demo's first paint.
import {
  type Chain,
  createWalletClient,
  type Hex,
  hexToBigInt,
  http,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_DEV_ADDRESS_0 } from './devAccount'

/** anvil's well-known, publicly documented dev key #0: worthless outside a local chain. */
const ANVIL_DEV_KEY_0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

const account = privateKeyToAccount(ANVIL_DEV_KEY_0)
if (account.address !== ANVIL_DEV_ADDRESS_0) {
  throw new Error(
    `Local Dev Wallet: key #0 signs for ${account.address}, not ${ANVIL_DEV_ADDRESS_0}`,
  )
}

export const signMessage = (raw: unknown) => account.signMessage({ message: { raw: raw as Hex } })

export const signTypedData = (json: unknown) =>
  account.signTypedData(JSON.parse(String(json)) as TypedDataDefinition)

export function sendTransaction(request: unknown, chain: Chain, url: string) {
  const tx = request as Record<string, Hex | undefined>
  const client = createWalletClient({ account, chain, transport: http(url) })
  return client.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: tx.value ? hexToBigInt(tx.value) : undefined,
    gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
  })
}
