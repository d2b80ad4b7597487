import { useLanguage } from '../../../context/LanguageContext'
import buttons from '../../shared/buttons.module.css'
import { genericMobileInstructions } from './genericInstructions'
import { InstructionsStep } from './InstructionsStep'
import type { StepProps } from './StepProps'

/** INSTRUCTIONS_MOBILE: how to get started on the phone, then Connect. */
export function InstructionsMobileStep({ wallet, onSelectWallet }: StepProps) {
  const { t } = useLanguage()
  if (!wallet) return null
  const instructions =
    wallet.qrCode?.instructions ?? wallet.mobile?.instructions ?? genericMobileInstructions
  return (
    <InstructionsStep
      title={t('instructions.mobile.title', { wallet: wallet.name })}
      instructions={instructions}
    >
      {wallet.ready && (
        <button type="button" className={buttons.primary} onClick={() => onSelectWallet(wallet)}>
          {t('instructions.connect')}
        </button>
      )}
    </InstructionsStep>
  )
}
