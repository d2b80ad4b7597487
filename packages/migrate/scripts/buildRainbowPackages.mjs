// Builds @rainbow-me/rainbow-button 0.2.28 and @rainbow-me/rainbowkit-siwe-next-auth 0.6.0, the
// versions at RainbowKit's pinned commit (fixtures/rainbowkit/packages, their sources unchanged),
// into an install of RainbowKit 2.2.11 from npm: the registry has only older versions of both
// (rainbow-button 0.2.16 pins RainbowKit 2.1.7; siwe-next-auth 0.5.0 is for next-auth 4, where
// the example is on next-auth 5). As RainbowKit's own build.js does: esbuild, one ES module with
// every package external and a "use client" banner; the declarations from the install's tsc;
// rainbow-button's stylesheet is RainbowKit's.
//   buildRainbowPackages(installDir)
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const SOURCES = fileURLToPath(new URL('../fixtures/rainbowkit/packages', import.meta.url))
const PACKAGES = ['rainbow-button', 'rainbowkit-siwe-next-auth']

export async function buildRainbowPackages(installDir) {
  for (const name of PACKAGES) {
    const target = path.join(installDir, 'node_modules/@rainbow-me', name)
    rmSync(target, { recursive: true, force: true })
    mkdirSync(target, { recursive: true })
    cpSync(path.join(SOURCES, name), target, { recursive: true })
    const pkg = JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8'))
    // workspace:* is what RainbowKit's monorepo links; here the RainbowKit of this install.
    delete pkg.dependencies
    delete pkg.devDependencies
    delete pkg.scripts
    writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
    await build({
      absWorkingDir: target,
      entryPoints: ['src/index.ts'],
      bundle: true,
      format: 'esm',
      outdir: 'dist',
      banner: { js: '"use client";' },
      packages: 'external',
      jsx: 'transform',
      logLevel: 'error',
    })
    const tsc = spawnSync(
      path.join(installDir, 'node_modules/.bin/tsc'),
      [
        'src/index.ts',
        '--declaration',
        '--emitDeclarationOnly',
        '--outDir',
        'dist',
        '--jsx',
        'react',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--target',
        'es2019',
        '--strict',
        '--skipLibCheck',
        '--esModuleInterop',
      ],
      { cwd: target, encoding: 'utf8' },
    )
    if (tsc.status !== 0) throw new Error(`${name}'s declarations:\n${tsc.stdout}${tsc.stderr}`)
    if (name === 'rainbow-button')
      cpSync(
        path.join(installDir, 'node_modules/@rainbow-me/rainbowkit/dist/index.css'),
        path.join(target, 'dist/index.css'),
      )
  }
}
