import { Explainer } from './NoneStep'
import type { StepProps } from './StepProps'

/** LEARN_COMPACT: the explainer, on its own screen in the compact layout. */
export function LearnCompactStep({ dispatch }: StepProps) {
  return <Explainer onGet={() => dispatch({ type: 'getWallet' })} />
}
