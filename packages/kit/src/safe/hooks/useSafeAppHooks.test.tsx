// @vitest-environment jsdom
// Covers the Safe App hooks outside a Safe App: the queries send nothing (disabled, not failed),
// useIsSafeApp is false, and the mutations reject as the actions do: §5's rule first (an invalid
// permission request is code 4001), then SafeAppNotConnectedError. The hooks inside a real Safe
// host are covered by e2e/safe.spec.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { useIsSafeApp } from './useIsSafeApp'
import { useRequestSafeAddressBook } from './useRequestSafeAddressBook'
import { useRequestSafePermissions } from './useRequestSafePermissions'
import { useSafeBalances } from './useSafeBalances'
import { useSafeChainInfo } from './useSafeChainInfo'
import { useSafeEnvironmentInfo } from './useSafeEnvironmentInfo'
import { useSafePermissions } from './useSafePermissions'
import { useSafeRpcCall } from './useSafeRpcCall'

const config = createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:9') },
  connectors: [],
})

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient()
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

describe('given no Safe App connection', () => {
  test('behavior: useIsSafeApp is false and the reads send nothing', () => {
    const { result } = renderHook(
      () => ({
        isSafeApp: useIsSafeApp(),
        reads: [
          useSafeBalances(),
          useSafeChainInfo(),
          useSafeEnvironmentInfo(),
          useSafePermissions(),
          useSafeRpcCall({ call: 'eth_gasPrice' }),
        ],
      }),
      { wrapper },
    )
    expect(result.current.isSafeApp).toBe(false)
    for (const read of result.current.reads) {
      expect(read.fetchStatus).toBe('idle')
      expect(read.isError).toBe(false)
    }
  })

  test('error: an invalid permission request is 4001 before anything else', async () => {
    const { result } = renderHook(() => useRequestSafePermissions(), { wrapper })
    act(() => result.current.mutate({ permissions: [{ eth_accounts: {} } as never] }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'SafePermissionsError', code: 4001 })
  })

  test('error: the address book needs a Safe App', async () => {
    const { result } = renderHook(() => useRequestSafeAddressBook(), { wrapper })
    act(() => result.current.mutate())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'SafeAppNotConnectedError' })
  })
})
