// Covers the module splitting of @gatehouse/kit/vite's splitModules(): which declarations become
// parts, what each part imports, and the modules left whole. Its effect on a bundle is covered by
// bench/bundleBudget.test.ts (the demo) and the examples' first-render budget (examples/vite).
import { describe, expect, test } from 'vitest'
import { partId, splitModule } from './splitModule'
import { facade } from './splitModules'

const FILE = '/lib/errors.js'
const part = (n: number) => JSON.stringify(partId(FILE, n))

// TypeScript's emit of error classes with a static `code`, as in viem's errors/rpc.js.
const ERRORS = `import { BaseError } from './base.js';
export class RpcError extends BaseError {
    constructor(message, code) { super(message); this.code = code; }
}
export class ParseError extends RpcError {
    constructor() { super('parse', ParseError.code); }
}
Object.defineProperty(ParseError, "code", { enumerable: true, configurable: true, writable: true, value: -32700 });
export class UserRejectedError extends RpcError {
    constructor() { super('rejected', UserRejectedError.code); }
}
Object.defineProperty(UserRejectedError, "code", { enumerable: true, configurable: true, writable: true, value: 4001 });
`

describe('given error classes that share a base class', () => {
  const split = splitModule(ERRORS, FILE)!

  test('behavior: each class is a part, with its static property and its imports', () => {
    expect(split.parts).toHaveLength(3)
    const parse = split.parts[split.exports.get('ParseError')!.part]!
    expect(parse).toContain('class ParseError extends RpcError')
    expect(parse).toContain('Object.defineProperty(ParseError, "code"')
    expect(parse).toContain(
      `import { RpcError } from ${part(split.exports.get('RpcError')!.part)};`,
    )
    expect(parse).not.toContain('UserRejectedError')
    expect(parse).toContain('export { ParseError };')
    const base = split.parts[split.exports.get('RpcError')!.part]!
    expect(base).toContain(`import { BaseError as BaseError } from "./base.js";`)
  })

  test('behavior: the facade re-exports every export from its part', () => {
    const text = facade(FILE, split)
    for (const name of ['RpcError', 'ParseError', 'UserRejectedError'])
      expect(text).toContain(
        `export { ${name} as ${name} } from ${part(split.exports.get(name)!.part)};`,
      )
  })
})

test('behavior: declarations that need each other, or share a `let`, stay in one part', () => {
  const split = splitModule(
    [
      'let count = 0;',
      'export function next() { return ++count; }',
      'export function isEven(n) { return n === 0 || isOdd(n - 1); }',
      'function isOdd(n) { return n !== 0 && isEven(n - 1); }',
      'export const alone = 1;',
    ].join('\n'),
    FILE,
  )!
  const { exports } = split
  expect(split.parts).toHaveLength(3)
  expect(split.parts[exports.get('next')!.part]).toContain('let count = 0;')
  expect(exports.get('isEven')!.part).not.toBe(exports.get('next')!.part)
  expect(split.parts[exports.get('isEven')!.part]).toContain('function isOdd')
  expect(exports.get('alone')!.part).not.toBe(exports.get('isEven')!.part)
})

test('behavior: local export lists and a default export of a declaration are followed', () => {
  const split = splitModule(
    'const a = 1;\nconst b = 2;\nexport { a as first, b };\nexport default b;',
    FILE,
  )!
  expect(split.exports.get('first')).toEqual({ part: expect.any(Number), local: 'a' })
  expect(split.exports.get('default')).toEqual(split.exports.get('b'))
})

test('behavior: a module with a statement it cannot place is left whole', () => {
  // top-level calls with effects of their own, a re-export, a default expression, a block
  expect(
    splitModule('export const a = 1;\nexport const b = 2;\nconsole.log(a);', FILE),
  ).toBeUndefined()
  expect(splitModule('export const a = 1;\nexport const b = 2;\nsetup();', FILE)).toBeUndefined()
  expect(splitModule("export const a = 1;\nexport { b } from './b.js';", FILE)).toBeUndefined()
  expect(splitModule('export const a = 1;\nexport default 2;', FILE)).toBeUndefined()
  expect(splitModule('if (x) {}\nexport const a = 1;', FILE)).toBeUndefined()
})
