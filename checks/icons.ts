// The wallet and network marks the kit renders (data: URLs of @web3icons/core's SVGs), read from a
// copy of the kit: its sources (which import the icon package) or its built dist/ (which carries
// the marks itself, packages/kit/scripts/web3icons.ts). checks/icons.test.ts compares the two and
// both with icons.sha256.json, recorded from the sources before the marks moved into dist/.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const KIT = path.resolve(import.meta.dirname, '../packages/kit')

/** The icon modules' paths under src/ (without extension): every `*Icon.ts` importing a mark. */
export function iconModules(): string[] {
  const src = path.join(KIT, 'src')
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('Icon.ts'))
    .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('@web3icons/core/'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()
}

/**
 * Each rendered mark by name: `<module>` for a wallet's icon module, `chain:<id>` for a network's
 * mark, read from `root` (packages/kit/src with extension `.ts`, or a dist/ with `.js`).
 */
export async function renderedIcons(root: string, extension: '.ts' | '.js') {
  const load = (file: string) => import(pathToFileURL(path.join(root, file + extension)).href)
  const icons: Record<string, string> = {}
  for (const module of iconModules()) icons[module] = (await load(module)).default as string
  // The chain ids from the sources (dist/ does not keep the unused list).
  const { NETWORK_ICON_CHAIN_IDS } = await import(
    '../packages/kit/src/components/ChainIcon/networkIcons'
  )
  const { networkIconUrl } = await load('components/ChainIcon/networkIcons')
  for (const id of NETWORK_ICON_CHAIN_IDS) icons[`chain:${id}`] = networkIconUrl(id) as string
  return icons
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
