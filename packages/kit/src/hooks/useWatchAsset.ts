'use client'

// A thin hook over the watchAsset action, as wagmi's useWatchAsset is over its own: a TanStack
// mutation bound to the app's wagmi config. `data` is the outcome ('added' | 'rejected').
import { useMutation } from '@tanstack/react-query'
import { type Connector, useConfig } from 'wagmi'
import { type WatchAssetOutcome, watchAsset } from '../actions/watchAsset'
import type { WatchAssetParameters } from '../actions/watchAssetParameters'

export type WatchAssetVariables = WatchAssetParameters & { connector?: Connector | undefined }

export function useWatchAsset() {
  const config = useConfig()
  const mutation = useMutation<WatchAssetOutcome, Error, WatchAssetVariables>({
    mutationKey: ['gatehouse', 'watchAsset'],
    mutationFn: (variables) => watchAsset(config, variables),
  })
  return { ...mutation, watchAsset: mutation.mutate, watchAssetAsync: mutation.mutateAsync }
}
