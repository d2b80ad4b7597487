// #28: what installing @gatehouse/kit costs an integrator (its tarball and its non-peer
// dependencies, installed into an empty folder) is at most what RainbowKit 2.2.11 costs. The kit's
// side is measured here from the packed tarballs and the lockfile (checks/installSize.ts, about a
// second); RainbowKit's is the committed figure of `npm run check:install-size`
// (scripts/installSize.mjs), which installs both into empty folders for real (a minute: too slow
// for this stage) and rewrites installSize.rainbowkit.json.
import { expect, test } from 'vitest'
// @ts-expect-error: a plain .mjs script of the repo's, without declarations
import { readPacks } from '../scripts/packPackages.mjs'
import { lockFootprint } from './installSize'
import rainbowKit from './installSize.rainbowkit.json'

const packs = readPacks() as Map<string, string> | undefined
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`

test.runIf(packs)(
  "behavior: the kit's install footprint is at most RainbowKit 2.2.11's, both printed",
  () => {
    const kit = lockFootprint(
      new Map([
        ['@gatehouse/kit', packs!.get('@gatehouse/kit')!],
        ['@gatehouse/walletconnect', packs!.get('@gatehouse/walletconnect')!],
      ]),
    )
    console.log(
      [
        'install footprint (tarball + non-peer dependencies, into an empty folder):',
        `  @gatehouse/kit:      ${mb(kit.bytes)} in ${kit.files} files, ${kit.packages.length} packages`,
        `  ${rainbowKit.package}: ${mb(rainbowKit.bytes)} in ${rainbowKit.files} files, ${rainbowKit.packages.length} packages (npm run check:install-size, ${rainbowKit.measured})`,
      ].join('\n'),
    )
    // A floor too: a measurement that lost the kit's dependencies must not pass as small.
    expect(kit.packages).toContain('@radix-ui/react-dialog')
    expect(kit.packages).not.toContain('@web3icons/core')
    expect(kit.bytes).toBeLessThanOrEqual(rainbowKit.bytes)
  },
)

test('behavior: the tarballs exist when the suite runs under npm test', () => {
  // `npm test` packs before Vitest (GATEHOUSE_PACKED=1); run alone without .packs/ this is skipped.
  if (process.env.GATEHOUSE_PACKED === '1') expect(packs).toBeDefined()
})
