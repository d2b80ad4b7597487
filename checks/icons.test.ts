// The kit's wallet and network marks look exactly as before they moved out of @web3icons/core (a
// dependency until #28, 81 MB installed) into the kit's dist/web3icons/: the strings the built
// kit renders equal those its sources render through the icon package, and both equal the
// fingerprints recorded from the sources before the move (icons.sha256.json; a new version of
// the icon package that redraws a mark changes them on purpose).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { KIT, renderedIcons, sha256 } from './icons'

const recorded = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'icons.sha256.json'), 'utf8'),
) as Record<string, string>
const dist = path.join(KIT, 'dist')
const fingerprints = (icons: Record<string, string>) =>
  Object.fromEntries(Object.entries(icons).map(([name, url]) => [name, sha256(url)]))

let fromSources: Record<string, string>
beforeAll(async () => {
  fromSources = await renderedIcons(path.join(KIT, 'src'), '.ts')
})

test('behavior: the sources render every mark as recorded before the move', () => {
  expect(Object.keys(fromSources).length).toBeGreaterThan(60)
  expect(fingerprints(fromSources)).toEqual(recorded)
})

test('behavior: the icon package is a devDependency of the kit, not a dependency', () => {
  const pkg = JSON.parse(readFileSync(path.join(KIT, 'package.json'), 'utf8'))
  expect(pkg.dependencies['@web3icons/core']).toBeUndefined()
  expect(pkg.devDependencies['@web3icons/core']).toBeDefined()
})

describe.runIf(existsSync(dist))('the built kit', () => {
  test('behavior: renders the same strings as the sources', async () => {
    const fromDist = await renderedIcons(dist, '.js')
    expect(Object.keys(fromDist)).toEqual(Object.keys(fromSources))
    for (const name of Object.keys(fromSources))
      expect(fromDist[name], name).toBe(fromSources[name])
  })

  test('behavior: imports nothing from the icon package, and keeps its licence beside the marks', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(js|d\.ts)$/.test(f),
    )
    const importing = files.filter((f) =>
      /["']@web3icons\//.test(readFileSync(path.join(dist, f), 'utf8')),
    )
    expect(importing).toEqual([])
    const marks = files.filter((f) => f.startsWith(`web3icons${path.sep}`))
    expect(marks.length).toBeGreaterThan(40)
    for (const mark of marks)
      expect(readFileSync(path.join(dist, mark), 'utf8')).toContain('MIT licence: see ../LICENSE')
    const licence = readFileSync(path.join(dist, 'web3icons', 'LICENSE'), 'utf8')
    expect(licence).toContain('@web3icons/core')
    expect(licence).toContain('MIT License')
    expect(licence).toContain('Copyright (c) 2024 0xa3k5')
  })
})
