import type { Instructions } from '../Wallet'

/**
 * §3's three setup steps (install, create, then scan or refresh), whose texts are the catalogue's
 * `wallet_connectors.<keys>.step<n>.title` and `.description`, e.g. `instructions('rainbow.qr_code',
 * 'scan', url)`. Written once here instead of as a literal in every wallet.
 */
export function instructions(
  keys: string,
  last: 'scan' | 'refresh',
  learnMoreUrl: string,
): Instructions {
  return {
    learnMoreUrl,
    steps: (['install', 'create', last] as const).map((step, index) => {
      const key = `wallet_connectors.${keys}.step${index + 1}`
      return { step, title: `${key}.title`, description: `${key}.description` }
    }),
  }
}
