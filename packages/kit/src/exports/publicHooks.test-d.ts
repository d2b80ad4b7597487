// Type tests for the return types of the kit's public hooks, read through the public entries
// (@gatehouse/kit; @gatehouse/kit/safe for the Safe App hooks) as an integrator's code reads them:
// a change to what a hook gives back must be a decision (this file changes with it), never a side
// effect of a refactor. Run by Vitest's typecheck and by `tsc -b`;
// nothing here executes.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { describe, expectTypeOf, test } from 'vitest'
import {
  type AuthSession,
  type ConnectionStatus,
  type ModalContextValue,
  type NewTransaction,
  type SendCallsProgress,
  type SendCallsResult,
  type Transaction,
  type UseSendCallsVariables,
  useAccountModal,
  useAddRecentTransaction,
  useChainModal,
  useConnectionStatus,
  useConnectModal,
  useGatehouseModals,
  useRecentTransactions,
  useSendCalls,
  useSignInSession,
  useWatchAsset,
  type WatchAssetOutcome,
  type WatchAssetVariables,
} from './index'
import {
  type RequestSafePermissionsParameters,
  type SafeAddressBookEntry,
  type SafeBalances,
  type SafeChainInfo,
  type SafeEnvironmentInfo,
  type SafePermission,
  useIsSafeApp,
  useRequestSafeAddressBook,
  useRequestSafePermissions,
  useSafeBalances,
  useSafeChainInfo,
  useSafeEnvironmentInfo,
  useSafePermissions,
  useSafeRpcCall,
} from './safe'

describe('modal hooks', () => {
  test('default: each opener is undefined whenever §4 does not allow its modal', () => {
    expectTypeOf(useConnectModal).returns.toEqualTypeOf<{
      openConnectModal: { (): void; (options: { walletId?: string | undefined }): void } | undefined
      connectModalOpen: boolean
    }>()
    expectTypeOf(useAccountModal).returns.toEqualTypeOf<{
      openAccountModal: (() => void) | undefined
      accountModalOpen: boolean
    }>()
    expectTypeOf(useChainModal).returns.toEqualTypeOf<{
      openChainModal: (() => void) | undefined
      chainModalOpen: boolean
    }>()
  })

  test('default: useGatehouseModals gives all three with closeModals and restoreFocus', () => {
    expectTypeOf(useGatehouseModals).returns.toEqualTypeOf<ModalContextValue>()
    expectTypeOf<ModalContextValue['closeModals']>().toEqualTypeOf<() => void>()
    expectTypeOf<ModalContextValue['restoreFocus']>().toEqualTypeOf<() => void>()
    expectTypeOf<ModalContextValue['connectModalWalletId']>().toEqualTypeOf<string | undefined>()
  })

  test('behavior: openConnectModal is still a click handler, and takes a wallet id', () => {
    type Opener = NonNullable<ReturnType<typeof useConnectModal>['openConnectModal']>
    expectTypeOf<Opener>().toExtend<(event: MouseEvent) => void>()
    expectTypeOf<Opener>().toBeCallableWith({ walletId: 'metaMask' })
    expectTypeOf<Opener>().toBeCallableWith()
  })
})

describe('connection and session', () => {
  test('default: the connection status is the spec’s union, the session absent until signed in', () => {
    expectTypeOf(useConnectionStatus).returns.toEqualTypeOf<ConnectionStatus>()
    expectTypeOf<ConnectionStatus>().toEqualTypeOf<
      'disconnected' | 'unauthenticated' | 'loading' | 'connected'
    >()
    expectTypeOf(useSignInSession).returns.toEqualTypeOf<AuthSession | undefined>()
    expectTypeOf(useIsSafeApp).returns.toEqualTypeOf<boolean>()
  })
})

describe('recent transactions', () => {
  test('default: the list is read-only and adding takes a hash or a callsId entry', () => {
    expectTypeOf(useRecentTransactions).returns.toEqualTypeOf<readonly Transaction[]>()
    expectTypeOf(useAddRecentTransaction).returns.toEqualTypeOf<
      (transaction: NewTransaction) => void
    >()
    expectTypeOf<{ hash: `0x${string}`; description: string }>().toExtend<NewTransaction>()
    expectTypeOf<{ callsId: string; description: string }>().toExtend<NewTransaction>()
    expectTypeOf<{ description: string }>().not.toExtend<NewTransaction>()
  })
})

describe('sendCalls and watchAsset', () => {
  test('default: useSendCalls is a mutation with the progress and the texts to show', () => {
    const result = useSendCalls()
    expectTypeOf(result.sendCalls).parameter(0).toEqualTypeOf<UseSendCallsVariables>()
    expectTypeOf(result.sendCallsAsync).returns.toEqualTypeOf<Promise<SendCallsResult>>()
    expectTypeOf(result.status).toEqualTypeOf<'idle' | 'pending' | 'error' | 'success'>()
    expectTypeOf(result.data).toEqualTypeOf<SendCallsResult | undefined>()
    expectTypeOf(result.error).toEqualTypeOf<Error | null>()
    expectTypeOf(result.progress).toEqualTypeOf<SendCallsProgress | undefined>()
    expectTypeOf(result.progressText).toEqualTypeOf<string | undefined>()
    expectTypeOf(result.errorText).toEqualTypeOf<string | undefined>()
    expectTypeOf(result.reset).toEqualTypeOf<() => void>()
  })

  test('default: useWatchAsset is a TanStack mutation with wagmi’s watchAsset names', () => {
    const result = useWatchAsset()
    expectTypeOf(result).toExtend<
      UseMutationResult<WatchAssetOutcome, Error, WatchAssetVariables>
    >()
    expectTypeOf(result.watchAsset).toEqualTypeOf(result.mutate)
    expectTypeOf(result.watchAssetAsync).returns.toEqualTypeOf<Promise<WatchAssetOutcome>>()
  })
})

describe('Safe App hooks', () => {
  test('default: the reads are TanStack queries of the Safe host’s answers', () => {
    expectTypeOf(useSafeBalances).returns.toEqualTypeOf<UseQueryResult<SafeBalances, Error>>()
    expectTypeOf(useSafeChainInfo).returns.toEqualTypeOf<UseQueryResult<SafeChainInfo, Error>>()
    expectTypeOf(useSafeEnvironmentInfo).returns.toEqualTypeOf<
      UseQueryResult<SafeEnvironmentInfo, Error>
    >()
    expectTypeOf(useSafePermissions).returns.toEqualTypeOf<
      UseQueryResult<SafePermission[], Error>
    >()
    expectTypeOf(useSafeRpcCall).returns.toEqualTypeOf<UseQueryResult<unknown, Error>>()
  })

  test('default: the requests are mutations; a permission request names what it asks for', () => {
    expectTypeOf(useRequestSafeAddressBook).returns.toEqualTypeOf<
      UseMutationResult<SafeAddressBookEntry[], Error, void>
    >()
    expectTypeOf(useRequestSafePermissions).returns.toEqualTypeOf<
      UseMutationResult<SafePermission[], Error, RequestSafePermissionsParameters>
    >()
  })
})
