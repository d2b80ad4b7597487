import { KIT_VERSION, SDK_RANGES, WAGMI_RANGE } from './versions'

export type PackageJsonRewrite = {
  text: string
  /** what is left for a person: packages with no Gatehouse counterpart, with the key's line */
  todos: { line: number; why: string }[]
}

const SECTIONS = ['dependencies', 'devDependencies'] as const
/** The packages @gatehouse/kit replaces. */
const REPLACED = ['@rainbow-me/rainbowkit', '@rainbow-me/rainbow-button']
const NO_COUNTERPART: Record<string, string> = {
  '@rainbow-me/rainbowkit-siwe-next-auth':
    "RainbowKit's NextAuth adapter has no Gatehouse counterpart yet: remove it once sign-in uses an AuthAdapter on GatehouseProvider",
}

type Json = { [key: string]: unknown }

/**
 * The app's package.json: RainbowKit out and `@gatehouse/kit` in (in the same section), wagmi 2 →
 * 3, and the wallet SDKs `sdks` (those the app's wallets need) added where missing. Indentation,
 * key order (a sorted section stays sorted) and the final newline are kept. Without RainbowKit in
 * it nothing changes, so a second run changes nothing.
 */
export function rewritePackageJson(text: string, sdks: readonly string[]): PackageJsonRewrite {
  const json = JSON.parse(text) as Json
  const section = SECTIONS.find((name) => REPLACED.some((pkg) => hasKey(json[name], pkg)))
  const after = section ? rewritten(json, section, sdks, text) : text
  const final = JSON.parse(after) as Json
  const todos = Object.entries(NO_COUNTERPART)
    .filter(([name]) => SECTIONS.some((s) => hasKey(final[s], name)))
    .map(([name, why]) => ({ line: lineOf(after, name), why }))
  return { text: after, todos }
}

function rewritten(
  json: Json,
  section: (typeof SECTIONS)[number],
  sdks: readonly string[],
  text: string,
): string {
  const deps = json[section] as Record<string, string>
  const sorted = isSorted(Object.keys(deps))
  for (const name of SECTIONS)
    for (const pkg of REPLACED) delete (json[name] as Record<string, string> | undefined)?.[pkg]
  deps['@gatehouse/kit'] = `^${KIT_VERSION}`
  for (const name of SECTIONS) {
    const list = json[name] as Record<string, string> | undefined
    if (list?.wagmi && /^[\^~]?2(\.|$)/.test(list.wagmi)) list.wagmi = WAGMI_RANGE
  }
  const installed = (name: string) => SECTIONS.some((s) => hasKey(json[s], name))
  for (const sdk of sdks) if (!installed(sdk)) deps[sdk] = SDK_RANGES[sdk] ?? 'latest'
  if (sorted)
    json[section] = Object.fromEntries(
      Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    )
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  '
  return `${JSON.stringify(json, null, indent)}${text.endsWith('\n') ? '\n' : ''}`
}

const hasKey = (section: unknown, name: string) =>
  typeof section === 'object' && section !== null && Object.hasOwn(section, name)

const isSorted = (keys: string[]) => keys.every((key, i) => i === 0 || (keys[i - 1] ?? '') <= key)

function lineOf(text: string, name: string): number {
  const at = text.indexOf(`"${name}"`)
  return at === -1 ? 1 : text.slice(0, at).split('\n').length
}
