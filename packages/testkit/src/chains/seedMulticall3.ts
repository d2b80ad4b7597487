// wagmi batches reads (and getBalance) through Multicall3 at its canonical address, and anvil
// does not predeploy it: without this every balance read on a local chain fails.
import { mainnet } from 'viem/chains'
import { loadBytecode } from './loadBytecode'
import { rpc } from './rpc'

export const MULTICALL3_ADDRESS = mainnet.contracts.multicall3.address

export async function seedMulticall3(url: string): Promise<void> {
  await rpc(url, 'anvil_setCode', [MULTICALL3_ADDRESS, loadBytecode('Multicall3')])
}
