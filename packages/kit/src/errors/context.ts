// A hook or component used outside <GatehouseProvider> (wagmi's `errors/context.ts`): a typed
// error to branch on, with the same clear message as before.
import { BaseError } from './base'

export type GatehouseProviderNotFoundErrorType = GatehouseProviderNotFoundError & {
  name: 'GatehouseProviderNotFoundError'
}
/** A Gatehouse hook, component or modal rendered outside `<GatehouseProvider>`. */
export class GatehouseProviderNotFoundError extends BaseError {
  override name = 'GatehouseProviderNotFoundError' as const
  /** `subject`: what needed the provider, as the message names it. */
  constructor(subject: 'hooks and components' | 'modals' = 'hooks and components') {
    super(`Gatehouse ${subject} must be used within <GatehouseProvider>`)
  }
}
