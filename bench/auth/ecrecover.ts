// The floor: the one ecrecover a plain-account verify does, on this thread, server idle.
import { isAddressEqual, recoverMessageAddress } from 'viem'
import { percentile } from './cannon'
import { ECRECOVER_BATCH, ECRECOVER_N } from './settings'
import type { Prepared } from './verifyRequests'

/** µs per ecrecover: the median of batches, so a moment of load from elsewhere moves it little. */
export async function measureEcrecover(samples: Prepared[]) {
  const recover = async (i: number) => {
    const s = samples[i % samples.length] as Prepared
    const address = await recoverMessageAddress({ message: s.message, signature: s.signature })
    if (!isAddressEqual(address, s.address)) throw new Error('setup: ecrecover mismatch')
  }
  for (let i = 0; i < 50; i++) await recover(i)
  const batchUs: number[] = []
  for (let done = 0; done < ECRECOVER_N; ) {
    const size = Math.min(ECRECOVER_BATCH, ECRECOVER_N - done)
    const batchStarted = performance.now()
    for (let i = done; i < done + size; i++) await recover(i)
    batchUs.push(((performance.now() - batchStarted) * 1000) / size)
    done += size
  }
  batchUs.sort((a, b) => a - b)
  return { recoverUs: percentile(batchUs, 50), batchUs }
}
