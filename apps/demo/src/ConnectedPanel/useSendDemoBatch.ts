// The "Send a batch" action: approve and transfer of the test token in one call bundle, through
// the kit's useSendCalls (one EIP-5792 batch when the wallet can, else one by one with progress).
// Recent Transactions shows the batch; the panel says how far one-by-one sending got, or why it
// stopped, in the kit's words.
import { useSendCalls } from '@gatehouse/kit'
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { useDemoT } from '../i18n/t'
import { DEMO_TOKEN } from './demoToken'

/** anvil's dev account #1: the spender approved and the recipient paid. */
export const DEMO_BATCH_COUNTERPARTY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function useSendDemoBatch() {
  const t = useDemoT()
  const { sendCalls, status, progressText, errorText } = useSendCalls()
  const { address, symbol, decimals } = DEMO_TOKEN
  const amount = parseUnits('1', decimals)
  const send = (atomicRequired: boolean) =>
    sendCalls({
      description: t('panel.batch_description', { symbol }),
      atomicRequired,
      calls: [
        {
          to: address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [DEMO_BATCH_COUNTERPARTY, amount],
          }),
        },
        {
          to: address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [DEMO_BATCH_COUNTERPARTY, amount],
          }),
        },
      ],
    })
  return {
    label: t('panel.send_batch'),
    atomicLabel: t('panel.batch_atomic'),
    send,
    pending: status === 'pending',
    message: errorText ?? progressText ?? '',
  }
}
