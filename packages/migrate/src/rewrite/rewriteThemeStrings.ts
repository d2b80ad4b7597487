import { Node, type SourceFile } from 'ts-morph'
import { hasTodo } from '../hasTodo'
import { todoBlockComment } from '../Todo'
import { renameThemeVariables } from './renameThemeVariables'

/** `--rk-*` variables in the file's string literals (`'var(--rk-colors-accentColor)'`) → `--gh-*`. */
export function rewriteThemeStrings(file: SourceFile): void {
  for (const literal of file.getDescendants()) {
    if (literal.wasForgotten()) continue
    if (!Node.isStringLiteral(literal) && !Node.isNoSubstitutionTemplateLiteral(literal)) continue
    if (!literal.getText().includes('--rk-')) continue
    const { text, unknown } = renameThemeVariables(literal.getText())
    const comment =
      unknown.length > 0 && !hasTodo(literal)
        ? ` ${todoBlockComment(`Gatehouse has no counterpart for ${unknown.join(', ')}`)}`
        : ''
    if (text !== literal.getText() || comment) literal.replaceWithText(`${text}${comment}`)
  }
}
