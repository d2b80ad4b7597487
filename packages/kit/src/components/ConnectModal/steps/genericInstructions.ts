import type { Instructions } from '../../../wallets/Wallet'

/** Used when a wallet ships no instructions of its own (catalogue keys). */
export const genericMobileInstructions: Instructions = {
  learnMoreUrl: 'https://ethereum.org/en/wallets/',
  steps: [
    {
      step: 'install',
      title: 'instructions.generic.mobile.install.title',
      description: 'instructions.generic.mobile.install.description',
    },
    {
      step: 'create',
      title: 'instructions.generic.create.title',
      description: 'instructions.generic.create.description',
    },
    {
      step: 'scan',
      title: 'instructions.generic.scan.title',
      description: 'instructions.generic.scan.description',
    },
  ],
}

export const genericExtensionInstructions: Instructions = {
  learnMoreUrl: 'https://ethereum.org/en/wallets/',
  steps: [
    {
      step: 'install',
      title: 'instructions.generic.extension.install.title',
      description: 'instructions.generic.extension.install.description',
    },
    {
      step: 'create',
      title: 'instructions.generic.create.title',
      description: 'instructions.generic.create.description',
    },
    {
      step: 'refresh',
      title: 'instructions.generic.refresh.title',
      description: 'instructions.generic.refresh.description',
    },
  ],
}
