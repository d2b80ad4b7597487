import type { SourceFile } from 'ts-morph'
import { rewriteCalls } from './rewrite/rewriteCalls'
import { rewriteImportDeclarations } from './rewrite/rewriteImportDeclarations'
import { rewriteJsxProps } from './rewrite/rewriteJsxProps'
import { rewriteModuleStrings } from './rewrite/rewriteModuleStrings'

const MENTIONS_RAINBOW = /@rainbow-me\//

/**
 * One file's RainbowKit references rewritten in place: imports and re-exports (with renames at
 * every reference), module strings, the calls and props whose shape or default differs. A file
 * that names no RainbowKit module is left alone, which is also why a second run changes nothing.
 */
export function migrateSourceFile(file: SourceFile): void {
  if (!MENTIONS_RAINBOW.test(file.getFullText())) return
  const imported = rewriteImportDeclarations(file)
  rewriteModuleStrings(file)
  rewriteCalls(file, imported)
  rewriteJsxProps(file, imported)
}
