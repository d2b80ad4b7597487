// Covers reading what a transaction was sent to do from the app's wagmi send, through a real
// TanStack Query mutation cache: sendTransaction's to/value/data and writeContract's encoded call
// are found by the hash they returned; another hash, another mutation or broken variables give
// nothing. How the call is then used: actions/waitForReceipt.forgotten.anvil.test.ts.
import { MutationCache, QueryClient } from '@tanstack/react-query'
import { encodeFunctionData, erc20Abi, keccak256, parseEther } from 'viem'
import { expect, test } from 'vitest'
import { sentCallFromMutations } from './sentCallFromMutations'

const HASH = `0x${'ab'.repeat(32)}` as const
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

/** A client whose cache holds one finished mutation of `key` with `variables`, returning HASH. */
async function sent(key: string, variables: unknown) {
  const client = new QueryClient({ mutationCache: new MutationCache() })
  const mutation = client.getMutationCache().build(client, {
    mutationKey: [key],
    mutationFn: async () => HASH,
  })
  await mutation.execute(variables)
  return client.getMutationCache().getAll()
}

test('behavior: a sendTransaction call is found by its hash', async () => {
  const mutations = await sent('sendTransaction', { to: TO, value: parseEther('0.001') })
  expect(sentCallFromMutations(mutations, HASH.toUpperCase().replace('0X', '0x'))).toEqual({
    to: TO,
    value: parseEther('0.001').toString(),
    inputHash: keccak256('0x'),
  })
})

test('behavior: a writeContract call is encoded as it was sent', async () => {
  const args = [TO, 5n] as const
  const mutations = await sent('writeContract', {
    address: TO,
    abi: erc20Abi,
    functionName: 'transfer',
    args,
  })
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args })
  expect(sentCallFromMutations(mutations, HASH)).toEqual({
    to: TO,
    value: '0',
    inputHash: keccak256(data),
  })
})

test('behavior: another hash, another mutation or broken variables give nothing', async () => {
  expect(
    sentCallFromMutations(await sent('sendTransaction', { to: TO }), `0x${'cd'.repeat(32)}`),
  ).toBeUndefined()
  expect(sentCallFromMutations(await sent('signMessage', { message: 'hi' }), HASH)).toBeUndefined()
  expect(
    sentCallFromMutations(await sent('sendTransaction', { to: 'me', data: 'zz' }), HASH),
  ).toBeUndefined()
  expect(
    sentCallFromMutations(
      await sent('writeContract', { address: TO, abi: [], functionName: 'x' }),
      HASH,
    ),
  ).toBeUndefined()
})
