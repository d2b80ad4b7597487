import { Node, type ObjectLiteralExpression, type SourceFile } from 'ts-morph'
import { hasTodo } from '../hasTodo'
import { RAINBOWKIT_THEME_KEYS, type ThemeKey } from '../mapping/themeKeys'
import { todoBlockComment } from '../Todo'

const GROUPS = new Set(['colors', 'fonts', 'radii', 'shadows', 'blurs'])

/**
 * Custom theme objects written with RainbowKit's keys (`{ colors: { modalBackdrop } }`, as a
 * `Theme`, a `theme` prop or a merge into `darkTheme()`): keys renamed to Gatehouse's
 * (`overlay`, `connectedDot`, `blurs.overlay`), a TODO on keys Gatehouse has no counterpart for.
 * Only in files that imported RainbowKit: elsewhere a `colors` object is the app's own business.
 */
export function rewriteThemeObjects(file: SourceFile): void {
  for (const object of file.getDescendants().filter(Node.isObjectLiteralExpression)) {
    if (object.wasForgotten()) continue
    for (const group of object.getProperties()) {
      if (!Node.isPropertyAssignment(group) || !GROUPS.has(group.getName())) continue
      const value = group.getInitializer()
      if (Node.isObjectLiteralExpression(value)) renameKeys(group.getName(), value)
    }
  }
}

function renameKeys(group: string, object: ObjectLiteralExpression): void {
  for (const property of object.getProperties()) {
    if (!Node.isPropertyAssignment(property)) continue
    const target = RAINBOWKIT_THEME_KEYS[`${group}.${property.getName()}` as ThemeKey]
    if (target === undefined) continue
    if (typeof target === 'string') {
      const key = target.split('.')[1] ?? property.getName()
      if (key !== property.getName()) property.getNameNode().replaceWithText(key)
      continue
    }
    if (!hasTodo(property))
      property.replaceWithText(
        `${todoBlockComment(`Gatehouse's theme has no ${group}.${property.getName()}: ${target.none}; remove it`)} ${property.getText()}`,
      )
  }
}
