// The tables of docs/guides/coming-from-rainbowkit.md, generated from the codemod's mapping: a row
// for every export of each RainbowKit 2.2.11 entry point (the wallet factories share one) and of
// its NextAuth package, then the provider's and the connect button's props. Each row says what
// the name is in Gatehouse, what differs, and what the codemod writes.
// scripts/writeComingFromRainbowKit.ts writes them into the guide; comingFromRainbowKit.test.ts
// fails when the guide and this output differ.
import { ENTRY_OF, type Mapping, type RainbowKitEntry, TWIN_OF } from './Mapping'
import { RAINBOWKIT_EXPORTS, SIWE_NEXT_AUTH_EXPORTS } from './rainbowKitExports'
import { CONNECT_BUTTON_PROPS, PROVIDER_PROPS, type PropMapping } from './rainbowKitProps'

export const GENERATED_BEGIN =
  '<!-- Generated from packages/migrate/src/mapping: edit the mapping, then run `npx tsx packages/migrate/scripts/writeComingFromRainbowKit.ts`. -->'
export const GENERATED_END = '<!-- End of the generated tables. -->'

const code = (text: string) => `\`${text}\``
/** A table cell: pipes escaped, one line, ending with a full stop. */
const cell = (text: string) => {
  const line = text.replaceAll('|', '\\|').replaceAll('\n', ' ').trim()
  return /[.!?]$/.test(line) ? line : `${line}.`
}
const row = (cells: string[]) => `| ${cells.join(' | ')} |`
const HEADER = (first: string) => [
  row([first, 'Gatehouse', 'what differs', 'the codemod']),
  row(['---', '---', '---', '---']),
]

function gatehouseName(from: RainbowKitEntry, name: string, mapping: Mapping): string {
  switch (mapping.kind) {
    case 'same':
      return from === '@rainbow-me/rainbowkit/wallets'
        ? `the same names from ${code(mapping.entry)}`
        : code(name)
    case 'move':
      return `${code(name)} from ${code(mapping.entry)}`
    case 'rename': {
      const shown = mapping.typeText ?? mapping.name
      const elsewhere = mapping.entry !== (TWIN_OF[from] ?? ENTRY_OF[from])
      return `${code(shown)}${elsewhere ? ` from ${code(mapping.entry)}` : ''}`
    }
    case 'unwrap':
    case 'todo':
      return 'none'
    default: {
      const never: never = mapping
      return never
    }
  }
}

function codemodDoes(mapping: Mapping): string {
  switch (mapping.kind) {
    case 'same':
      return 'keeps it'
    case 'move':
      return `moves the import to ${code(mapping.entry)}`
    case 'rename':
      return mapping.typeText
        ? `writes ${code(mapping.typeText)} at every reference`
        : `renames it at every reference to ${code(mapping.name)}`
    case 'unwrap':
      return 'unwraps it: its adapter becomes `authentication`'
    case 'todo':
      return 'leaves a TODO saying so'
    default: {
      const never: never = mapping
      return never
    }
  }
}

const differs = (mapping: Mapping) =>
  mapping.kind === 'todo' || mapping.kind === 'unwrap' ? mapping.why : (mapping.note ?? 'Same')

function entryTable(entry: RainbowKitEntry): string[] {
  const mappings = Object.entries(RAINBOWKIT_EXPORTS[entry])
  if (entry === '@rainbow-me/rainbowkit/wallets') {
    // One row: every factory maps the same way.
    const [[first, mapping] = ['', undefined]] = mappings
    if (!mapping) return []
    const names = mappings.map(([name]) => code(name)).join(', ')
    return [
      ...HEADER('RainbowKit'),
      row([
        `wallet factories, ${mappings.length} names: ${names}`,
        gatehouseName(entry, first, mapping),
        cell(differs(mapping)),
        cell(codemodDoes(mapping)),
      ]),
    ]
  }
  return [
    ...HEADER('RainbowKit'),
    ...mappings.map(([name, mapping]) =>
      row([
        code(name),
        gatehouseName(entry, name, mapping),
        cell(differs(mapping)),
        cell(codemodDoes(mapping)),
      ]),
    ),
  ]
}

function propsTable(props: Record<string, PropMapping>): string[] {
  return [
    ...HEADER('RainbowKit'),
    ...Object.entries(props).map(([name, prop]) =>
      row([code(name), prop.gatehouse, cell(prop.note), cell(prop.codemod ?? 'keeps it')]),
    ),
  ]
}

/** The generated part of the guide, between GENERATED_BEGIN and GENERATED_END (excluded). */
export function comingFromRainbowKitTables(): string {
  const entries = Object.keys(RAINBOWKIT_EXPORTS) as RainbowKitEntry[]
  const sections = [
    'Every export of RainbowKit 2.2.11, entry point by entry point, as the codemod maps it (`src/mapping` of `@gatehouse/migrate`; a test fails when RainbowKit exports a name the mapping lacks). "Same." means no difference in behaviour. The stylesheet `@rainbow-me/rainbowkit/styles.css` is `@gatehouse/kit/styles.css` (import it once; it also holds the light theme\'s variables as `:root` defaults): the codemod rewrites every import of it, also `?url` and CSS `@import`.',
    ...entries.flatMap((entry) => [`### ${code(entry)}`, entryTable(entry).join('\n')]),
    `### ${code('@rainbow-me/rainbowkit-siwe-next-auth')}`,
    [
      ...HEADER('RainbowKit'),
      ...Object.entries(SIWE_NEXT_AUTH_EXPORTS).map(([name, mapping]) =>
        row([
          code(name),
          mapping.gatehouse,
          cell(mapping.note),
          'rewrites the app (see what differs).',
        ]),
      ),
    ].join('\n'),
    "### `RainbowKitProvider`'s props",
    propsTable(PROVIDER_PROPS).join('\n'),
    "### `ConnectButton`'s props",
    propsTable(CONNECT_BUTTON_PROPS).join('\n'),
  ]
  return `${sections.join('\n\n')}\n`
}

/** The guide with its generated part replaced (the markers must be there, once each). */
export function withGeneratedTables(guide: string): string {
  const begin = guide.indexOf(GENERATED_BEGIN)
  const end = guide.indexOf(GENERATED_END)
  if (begin === -1 || end < begin) {
    throw new Error(`the guide must hold ${GENERATED_BEGIN} and, after it, ${GENERATED_END}`)
  }
  return `${guide.slice(0, begin + GENERATED_BEGIN.length)}\n\n${comingFromRainbowKitTables()}\n${guide.slice(end)}`
}
