import { ENTRY_OF, isRainbowKitEntry, type RainbowKitEntry } from '../mapping/Mapping'

/** What a module specifier of the app becomes. */
export type ModuleTarget =
  | { kind: 'entry'; from: RainbowKitEntry; to: string }
  | { kind: 'styles'; to: string }
  | { kind: 'todo'; why: string }

const STYLES = /^@rainbow-me\/(?:rainbowkit|rainbow-button)\/styles\.css(\?.*)?$/

/** Packages of RainbowKit's with no Gatehouse counterpart the codemod can write (yet). */
const NO_COUNTERPART: Record<string, string> = {
  '@rainbow-me/rainbowkit-siwe-next-auth':
    "RainbowKit's NextAuth adapter is createNextAuthAdapter from @gatehouse/auth-server/next-auth (an AuthAdapter for GatehouseProvider's `authentication` prop); the codemod moves <RainbowKitSiweNextAuthProvider> itself, not this use",
}

/**
 * The target of a module specifier, matched exactly (a `?url` query on the stylesheet is kept);
 * undefined for modules that are not RainbowKit's.
 */
export function moduleTarget(specifier: string): ModuleTarget | undefined {
  if (isRainbowKitEntry(specifier))
    return { kind: 'entry', from: specifier, to: ENTRY_OF[specifier] }
  const styles = STYLES.exec(specifier)
  if (styles) return { kind: 'styles', to: `@gatehouse/kit/styles.css${styles[1] ?? ''}` }
  for (const [name, why] of Object.entries(NO_COUNTERPART))
    if (specifier === name || specifier.startsWith(`${name}/`)) return { kind: 'todo', why }
  if (specifier.startsWith('@rainbow-me/rainbowkit/'))
    return {
      kind: 'todo',
      why: `${specifier} is not one of RainbowKit's public entry points; import from @gatehouse/kit or @gatehouse/kit/wallets`,
    }
  return undefined
}
