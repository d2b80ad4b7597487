// Type tests for the kit's public generics and error types (wagmi's `*.test-d.ts`): what a caller
// sees at compile time. Run by Vitest's typecheck and by `tsc -b`; nothing here executes.
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import type { Transport } from 'viem'
import { base, mainnet } from 'viem/chains'
import { describe, expectTypeOf, test } from 'vitest'
import type { Config } from 'wagmi'
import type { SignInOutcome } from '../actions/signIn'
import type { SignInAction } from '../core/signInFlow'
import {
  type AddRecentTransactionErrorType,
  type BaseError,
  type Chain,
  catalogueQueryOptions,
  constants,
  type ErrorType,
  GatehouseProviderNotFoundError,
  type GatehouseProviderNotFoundErrorType,
  getDefaultConfig,
  type LightThemeErrorType,
  type MissingProjectIdErrorType,
  type Profile,
  useProfile,
} from './index'
import type { ConnectorsForWalletsErrorType } from './wallets'

describe('getDefaultConfig', () => {
  test('default: the chains tuple and its transports are inferred', () => {
    const config = getDefaultConfig({ appName: 'app', projectId: 'id', chains: [mainnet, base] })
    expectTypeOf(config).toEqualTypeOf<
      Config<readonly [typeof mainnet, typeof base], Record<1 | 8453, Transport>>
    >()
    expectTypeOf(config.chains).toEqualTypeOf<readonly [typeof mainnet, typeof base]>()
  })

  test('parameters: transports must cover every chain, and only ids of those chains', () => {
    getDefaultConfig({
      appName: 'app',
      projectId: 'id',
      chains: [mainnet, base],
      // @ts-expect-error base's transport is missing
      transports: { [mainnet.id]: {} as Transport },
    })
  })

  test('parameters: at least one chain', () => {
    // @ts-expect-error an empty chain list
    getDefaultConfig({ appName: 'app', projectId: 'id', chains: [] })
  })
})

describe('catalogueQueryOptions', () => {
  test('default: the catalogue type flows from the loaders to the query data', () => {
    type Strings = { readonly greeting: string }
    const options = catalogueQueryOptions('fr', {
      scope: 'app',
      english: { greeting: 'Hello' } as Strings,
      load: async () => ({ greeting: 'Bonjour' }),
    })
    expectTypeOf(options.queryKey).toEqualTypeOf<
      readonly ['gatehouse', 'catalogue', string, (typeof options.queryKey)[3]]
    >()
    const query = (client: QueryClient) => useQuery(options, client)
    expectTypeOf<ReturnType<typeof query>['data']>().toEqualTypeOf<Strings | undefined>()
  })
})

describe('errors', () => {
  test('default: every XErrorType narrows to its literal name', () => {
    expectTypeOf<MissingProjectIdErrorType['name']>().toEqualTypeOf<'MissingProjectIdError'>()
    expectTypeOf<
      GatehouseProviderNotFoundErrorType['name']
    >().toEqualTypeOf<'GatehouseProviderNotFoundError'>()
    expectTypeOf<ConnectorsForWalletsErrorType['name']>().toEqualTypeOf<
      'InvalidIconAccentError' | 'MissingProjectIdError'
    >()
    expectTypeOf<LightThemeErrorType['name']>().toEqualTypeOf<'InvalidThemeOptionError'>()
    expectTypeOf<AddRecentTransactionErrorType>().toExtend<ErrorType<string>>()
  })

  test('behavior: errors extend BaseError and walk their cause chain', () => {
    expectTypeOf<GatehouseProviderNotFoundError>().toExtend<BaseError>()
    expectTypeOf<BaseError['walk']>().toEqualTypeOf<(fn?: (error: unknown) => boolean) => unknown>()
    expectTypeOf(GatehouseProviderNotFoundError).constructorParameters.toEqualTypeOf<
      [subject?: 'hooks and components' | 'modals']
    >()
  })
})

describe('signIn', () => {
  test('behavior: every outcome is an action the sign-in reducer takes', () => {
    expectTypeOf<SignInOutcome>().toExtend<SignInAction>()
  })
})

describe('hooks and constants', () => {
  test('default: useProfile is undefined until an account is connected', () => {
    expectTypeOf(useProfile).returns.toEqualTypeOf<Profile | undefined>()
  })

  test('default: constants keep their literal values', () => {
    expectTypeOf(constants.RECENT_WALLETS_SHOWN).toEqualTypeOf<3>()
    expectTypeOf(constants.AUTO_CONNECT).toEqualTypeOf<true>()
  })
})

describe('Chain', () => {
  test('parameters: a viem chain with RainbowKit’s icon fields is a Chain, and viem’s own is too', () => {
    expectTypeOf({
      ...mainnet,
      iconUrl: 'https://example.com/eth.svg',
      iconBackground: '#fff',
    }).toExtend<Chain>()
    expectTypeOf(mainnet).toExtend<Chain>()
    expectTypeOf<typeof mainnet & { iconUrl: number }>().not.toExtend<Chain>()
  })
})
