import type { SourceFile } from 'ts-morph'
import { rewriteAuthentication } from './rewrite/rewriteAuthentication'
import { rewriteCalls } from './rewrite/rewriteCalls'
import { rewriteImportDeclarations } from './rewrite/rewriteImportDeclarations'
import { rewriteJsxProps } from './rewrite/rewriteJsxProps'
import { rewriteModuleStrings } from './rewrite/rewriteModuleStrings'
import { type NextAuthClientFacts, rewriteNextAuthClient } from './rewrite/rewriteNextAuthClient'
import { rewriteThemeObjects } from './rewrite/rewriteThemeObjects'
import { rewriteThemeStrings } from './rewrite/rewriteThemeStrings'
import { rewriteWagmiNames } from './rewrite/rewriteWagmiNames'

const MENTIONS_RAINBOW = /@rainbow-me\//
const MENTIONS_WAGMI = /['"](wagmi|@wagmi\/core)['"]/

/**
 * One file's RainbowKit references rewritten in place: imports and re-exports (with renames at
 * every reference), module strings, the calls and props whose shape or default differs, custom
 * theme objects, and, in any file, `--rk-*` variables in strings and wagmi 2 names wagmi 3
 * deprecated. A file that names none of these is left alone, which is also why a second run
 * changes nothing. Returns what RainbowKit's NextAuth adapter, moved here, tells the server's
 * provider (migrate.ts rewrites that next).
 */
export function migrateSourceFile(file: SourceFile): NextAuthClientFacts | undefined {
  const text = file.getFullText()
  let nextAuth: NextAuthClientFacts | undefined
  if (MENTIONS_RAINBOW.test(text)) {
    // Before the imports: it finds RainbowKit's provider by its RainbowKit name.
    nextAuth = rewriteNextAuthClient(file)
    const imported = rewriteImportDeclarations(file)
    rewriteModuleStrings(file)
    rewriteCalls(file, imported)
    rewriteJsxProps(file, imported)
    rewriteAuthentication(file, imported)
    rewriteThemeObjects(file)
  }
  if (text.includes('--rk-')) rewriteThemeStrings(file)
  if (MENTIONS_WAGMI.test(text)) rewriteWagmiNames(file)
  return nextAuth
}
