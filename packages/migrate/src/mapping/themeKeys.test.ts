// The theme key mapping against both contracts: every key of RainbowKit 2.2.11's theme contract
// (`themeContractValues` in its sprinkles.css.ts, copied into fixtures/rainbowkit) is mapped, and
// every Gatehouse key it names is a key of the kit's Theme type.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Node, Project } from 'ts-morph'
import { expect, test } from 'vitest'
import { gatehouseVariable, RAINBOWKIT_THEME_KEYS } from './themeKeys'

const project = new Project({ useInMemoryFileSystem: true })
const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8')

function keysOfObjectLiteral(text: string, variable: string): string[] {
  const file = project.createSourceFile(`${variable}.ts`, text, { overwrite: true })
  const object = file.getVariableDeclarationOrThrow(variable).getInitializer()
  if (!Node.isObjectLiteralExpression(object)) throw new Error(`${variable} is not an object`)
  return object.getProperties().flatMap((group) => {
    if (!Node.isPropertyAssignment(group)) return []
    const value = group.getInitializer()
    if (!Node.isObjectLiteralExpression(value)) return []
    return value
      .getProperties()
      .map((key) => `${group.getName()}.${(key as { getName(): string }).getName()}`)
  })
}

function keysOfThemeType(text: string): string[] {
  const file = project.createSourceFile('Theme.ts', text, { overwrite: true })
  const type = file.getTypeAliasOrThrow('Theme').getTypeNode()
  if (!Node.isTypeLiteral(type)) throw new Error('Theme is not a type literal')
  return type.getProperties().flatMap((group) => {
    const value = group.getTypeNode()
    if (!Node.isTypeLiteral(value)) return []
    return value.getProperties().map((key) => `${group.getName()}.${key.getName()}`)
  })
}

test('behavior: every key of RainbowKit’s theme contract is mapped, and nothing else', () => {
  const rainbowKit = keysOfObjectLiteral(
    read('../../fixtures/rainbowkit/exports/sprinkles.css.ts'),
    'themeContractValues',
  )
  expect(rainbowKit.length).toBe(43)
  expect(Object.keys(RAINBOWKIT_THEME_KEYS).sort()).toEqual([...rainbowKit].sort())
})

test('behavior: every Gatehouse key named is a key of the kit’s Theme', () => {
  const gatehouse = new Set(keysOfThemeType(read('../../../kit/src/themes/Theme.ts')))
  for (const [from, to] of Object.entries(RAINBOWKIT_THEME_KEYS))
    if (typeof to === 'string') expect(gatehouse.has(to), `${from} → ${to}`).toBe(true)
})

test('behavior: a Gatehouse key’s variable is its group and kebab-case key', () => {
  expect(gatehouseVariable('colors.connectedDot')).toBe('--gh-colors-connected-dot')
  expect(gatehouseVariable('colors.accentColorForeground')).toBe(
    '--gh-colors-accent-color-foreground',
  )
})
