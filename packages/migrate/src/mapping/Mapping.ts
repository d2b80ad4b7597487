/**
 * The RainbowKit entry points the codemod knows, with the Gatehouse entry a bare reference to the
 * module (`import()`, `vi.mock`) becomes. The components entry has no Gatehouse twin (its names
 * live in `@gatehouse/kit`): each of its names is a move.
 */
export const ENTRY_OF = {
  '@rainbow-me/rainbowkit': '@gatehouse/kit',
  '@rainbow-me/rainbowkit/wallets': '@gatehouse/kit/wallets',
  '@rainbow-me/rainbowkit/components': '@gatehouse/kit',
  // Rainbow's one-wallet button (0.2.28, same commit): its names are the kit's WalletButton flow.
  '@rainbow-me/rainbow-button': '@gatehouse/kit',
} as const

/** The Gatehouse entry that is a RainbowKit entry's twin: a `same` name stays at it. */
export const TWIN_OF: Partial<Record<keyof typeof ENTRY_OF, string>> = {
  '@rainbow-me/rainbowkit': '@gatehouse/kit',
  '@rainbow-me/rainbowkit/wallets': '@gatehouse/kit/wallets',
}

export type RainbowKitEntry = keyof typeof ENTRY_OF
export type GatehouseEntry = '@gatehouse/kit' | '@gatehouse/kit/wallets'

/**
 * What one RainbowKit export becomes:
 * - `same`: the same name at the matching Gatehouse entry (ENTRY_OF);
 * - `move`: the same name at another Gatehouse entry;
 * - `rename`: another name (at `entry`); `typeText`, when set, replaces each type reference
 *   (RainbowKit's `WalletList` is Gatehouse's `WalletGroup[]`);
 * - `unwrap`: a JSX wrapper whose uses the codemod rewrites away (the import goes when every use
 *   is such an element; otherwise it is a TODO, `why`);
 * - `todo`: no Gatehouse counterpart the codemod can write; `why` says what to do by hand.
 * `note` states a difference in behaviour that the codemod does not need to rewrite.
 */
export type Mapping =
  | { kind: 'same'; entry: GatehouseEntry; note?: string }
  | { kind: 'move'; entry: GatehouseEntry; note?: string }
  | {
      kind: 'rename'
      entry: GatehouseEntry
      name: string
      typeText?: string
      /** imported as `type` (the name is a type in Gatehouse) */
      typeOnly?: boolean
      note?: string
    }
  | { kind: 'unwrap'; why: string }
  | { kind: 'todo'; why: string }

export const isRainbowKitEntry = (specifier: string): specifier is RainbowKitEntry =>
  Object.hasOwn(ENTRY_OF, specifier)
