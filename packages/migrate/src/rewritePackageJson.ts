import {
  AUTH_SERVER_VERSION,
  KIT_VERSION,
  SDK_RANGES,
  VIEM_MINIMUM,
  VIEM_RANGE,
  WAGMI_RANGE,
} from './versions'

const SECTIONS = ['dependencies', 'devDependencies'] as const
type Section = (typeof SECTIONS)[number]
/** RainbowKit's packages and the Gatehouse package each one's names moved to. */
const REPLACED: Record<string, [name: string, version: string]> = {
  '@rainbow-me/rainbowkit': ['@gatehouse/kit', `^${KIT_VERSION}`],
  '@rainbow-me/rainbow-button': ['@gatehouse/kit', `^${KIT_VERSION}`],
  // createNextAuthAdapter and siweCredentials: @gatehouse/auth-server/next-auth.
  '@rainbow-me/rainbowkit-siwe-next-auth': ['@gatehouse/auth-server', `^${AUTH_SERVER_VERSION}`],
}

type Json = { [key: string]: unknown }

/**
 * The app's package.json: RainbowKit's packages out and Gatehouse's in (in the same section:
 * `@gatehouse/kit`, and `@gatehouse/auth-server` for RainbowKit's NextAuth adapter), wagmi 2 → 3,
 * viem up to VIEM_RANGE when it is older than wagmi 3 needs, and the wallet SDKs `sdks` (those the app's wallets need) added where missing. Indentation, key
 * order (a sorted section stays sorted) and the final newline are kept. Without RainbowKit in it
 * nothing changes, so a second run changes nothing.
 */
export function rewritePackageJson(text: string, sdks: readonly string[]): string {
  const json = JSON.parse(text) as Json
  const kit = ['@rainbow-me/rainbowkit', '@rainbow-me/rainbow-button']
  const section = SECTIONS.find((name) => kit.some((pkg) => hasKey(json[name], pkg)))
  return section ? rewritten(json, section, sdks, text) : text
}

function rewritten(json: Json, section: Section, sdks: readonly string[], text: string): string {
  const deps = json[section] as Record<string, string>
  const sorted = new Map(
    SECTIONS.map((name) => [name, isSorted(Object.keys((json[name] as object | undefined) ?? {}))]),
  )
  for (const name of SECTIONS) {
    const list = json[name] as Record<string, string> | undefined
    for (const [pkg, [replacement, version]] of Object.entries(REPLACED)) {
      if (!list || !hasKey(list, pkg)) continue
      delete list[pkg]
      list[replacement] = version
    }
  }
  for (const name of SECTIONS) {
    const list = json[name] as Record<string, string> | undefined
    if (list?.wagmi && /^[\^~]?2(\.|$)/.test(list.wagmi)) list.wagmi = WAGMI_RANGE
    if (list?.viem && isBelow(list.viem, VIEM_MINIMUM)) list.viem = VIEM_RANGE
  }
  const installed = (name: string) => SECTIONS.some((s) => hasKey(json[s], name))
  for (const sdk of sdks) if (!installed(sdk)) deps[sdk] = SDK_RANGES[sdk] ?? 'latest'
  for (const name of SECTIONS)
    if (sorted.get(name) && json[name])
      json[name] = Object.fromEntries(
        Object.entries(json[name] as Record<string, string>).sort(([a], [b]) =>
          a < b ? -1 : a > b ? 1 : 0,
        ),
      )
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  '
  return `${JSON.stringify(json, null, indent)}${text.endsWith('\n') ? '\n' : ''}`
}

/** Whether the lowest version a range such as `2.38.0`, `^2.21` or `2.x` allows is below `version`. */
function isBelow(range: string, version: string): boolean {
  const lowest = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(range)
  if (!lowest) return false
  const have = [1, 2, 3].map((i) => Number(lowest[i] ?? 0))
  const need = version.split('.').map(Number)
  const at = have.findIndex((n, i) => n !== need[i])
  return at !== -1 && (have[at] ?? 0) < (need[at] ?? 0)
}

const hasKey = (section: unknown, name: string) =>
  typeof section === 'object' && section !== null && Object.hasOwn(section, name)

const isSorted = (keys: string[]) => keys.every((key, i) => i === 0 || (keys[i - 1] ?? '') <= key)
