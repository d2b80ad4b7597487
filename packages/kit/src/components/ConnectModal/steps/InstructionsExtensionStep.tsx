import { useLanguage } from '../../../context/LanguageContext'
import buttons from '../../shared/buttons.module.css'
import { genericExtensionInstructions } from './genericInstructions'
import { InstructionsStep } from './InstructionsStep'
import type { StepProps } from './StepProps'

/** INSTRUCTIONS_EXTENSION: install, set up, then Refresh so the page sees the extension. */
export function InstructionsExtensionStep({ wallet }: StepProps) {
  const { t } = useLanguage()
  if (!wallet) return null
  const instructions = wallet.extension?.instructions ?? genericExtensionInstructions
  return (
    <InstructionsStep
      title={t('instructions.extension.title', { wallet: wallet.name })}
      instructions={instructions}
    >
      <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
        {t('instructions.refresh')}
      </button>
    </InstructionsStep>
  )
}
