// Every English string, for the lazily loaded views only (modals, dialogs, the Safe App notice,
// the transaction follower, WalletButton): importing this module brings en.json, so the strings
// arrive with the code that shows them and never weigh on the first render.
import en from './en.json'
import { type Catalogue, createTranslate, enFirstRender, type Translate } from './translate'

/** The first render's English strings and the rest. */
export const enAll: Catalogue = { ...enFirstRender, ...en }

/** A translate function over the active language's `catalogue`, with every English string behind it. */
export function createFullTranslate(catalogue: Catalogue): Translate {
  return createTranslate(catalogue, enAll)
}
