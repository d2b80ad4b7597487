// The kit's wallet and network marks come from @web3icons/core (MIT), a devDependency: 81 MB
// installed for the 50-odd marks the kit uses. This tsdown (Rolldown) plugin copies the marks the
// sources import into the kit's own dist/ at build time, one module per mark under
// dist/web3icons/, beside the package's licence (dist/web3icons/LICENSE), so an integrator's
// install never downloads the icon package. The sources keep their plain imports
// (`@web3icons/core/svgs/<set>/background/<name>.svg.js`), which Vitest and the dev server
// resolve from the workspace as before; each generated module exports the same string.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Plugin } from 'rolldown'

const require = createRequire(import.meta.url)

/** An import of one mark: its set (networks, wallets…) and file name. */
export const ICON_IMPORT = /^@web3icons\/core\/svgs\/(\w+)\/background\/([\w-]+)\.svg\.js$/

/** The licence the icon package is published under (its repository's LICENCE file). */
export const LICENCE_FILE = new URL('web3icons.LICENSE', import.meta.url)

/** The path of the generated module in dist/, for one mark. */
export const iconFileName = (set: string, name: string) => `web3icons/${set}/${name}.js`

// Each mark's module id: a path under src/ that no file has, so that Rolldown's unbundled output
// (one file per module, named by its path under src/) puts it at dist/<iconFileName>.
const SRC = fileURLToPath(new URL('../src/', import.meta.url))
const idOf = (set: string, name: string) => `${SRC}${iconFileName(set, name)}`
const ID = /\/web3icons\/(\w+)\/([\w-]+)\.js$/
const markOf = (id: string) => {
  const match = id.startsWith(SRC) ? ID.exec(id) : null
  return match ? { set: match[1]!, name: match[2]! } : undefined
}

/** The mark's SVG document, as the icon package exports it. */
export async function readIcon(set: string, name: string): Promise<string> {
  const file = require.resolve(`@web3icons/core/svgs/${set}/background/${name}.svg.js`)
  const svg: unknown = (await import(pathToFileURL(file).href)).default
  if (typeof svg !== 'string') throw new Error(`${file} does not export an SVG string`)
  return svg
}

/** The generated module for one mark: the same string as a default export. */
export function iconModule(svg: string, set: string, name: string, version: string): string {
  return [
    `/*! ${set}/${name} from @web3icons/core ${version}, MIT licence: see ../LICENSE */`,
    `export default ${JSON.stringify(svg)};`,
    '',
  ].join('\n')
}

/** The installed icon package's version (its package.json is not among its exports). */
function iconPackageVersion(): string {
  const entry = require.resolve('@web3icons/core')
  const manifest = `${entry.slice(0, entry.lastIndexOf('/node_modules/@web3icons/core/'))}/node_modules/@web3icons/core/package.json`
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

export function web3icons(): Plugin {
  const version = iconPackageVersion()
  const used = new Set<string>()
  return {
    name: 'gatehouse:web3icons',
    resolveId: {
      order: 'pre',
      handler(source) {
        const match = ICON_IMPORT.exec(source)
        return match ? { id: idOf(match[1]!, match[2]!), external: false } : undefined
      },
    },
    async load(id) {
      const mark = markOf(id)
      if (!mark) return undefined
      used.add(id)
      const code = iconModule(await readIcon(mark.set, mark.name), mark.set, mark.name, version)
      return { code, moduleSideEffects: false }
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        const mark = chunk.type === 'chunk' && chunk.facadeModuleId && markOf(chunk.facadeModuleId)
        if (mark && chunk.fileName !== iconFileName(mark.set, mark.name))
          throw new Error(`${chunk.facadeModuleId} was written to ${chunk.fileName}`)
      }
      if (used.size > 0)
        this.emitFile({
          type: 'asset',
          fileName: 'web3icons/LICENSE',
          source: `The marks in this folder are from @web3icons/core ${version} (https://github.com/0xa3k5/web3icons), under this licence:\n\n${readFileSync(LICENCE_FILE, 'utf8')}`,
        })
    },
  }
}
