// The calls the EIP-5792 tests batch: an approve and a transfer of the test token, to fixed
// dev accounts (a transfer above the balance reverts).
import { encodeFunctionData } from 'viem'
import { TEST_TOKEN, testTokenAbi } from '../../contracts/testToken'

export const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
export const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const

export const approve = (value: bigint) => ({
  to: TEST_TOKEN.address,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [SPENDER, value] }),
})

export const transfer = (value: bigint) => ({
  to: TEST_TOKEN.address,
  data: encodeFunctionData({
    abi: testTokenAbi,
    functionName: 'transfer',
    args: [RECIPIENT, value],
  }),
})
