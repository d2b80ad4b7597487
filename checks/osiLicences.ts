// Whether an npm `license` field (an SPDX expression) is OSI-approved: each id on the Open Source
// Initiative's list (the ones met in JavaScript packages), combined as SPDX says: `OR` needs one
// side approved, `AND` both.

/** SPDX ids of OSI-approved licences (opensource.org/licenses), those npm packages use. */
export const OSI_APPROVED_LICENCES: ReadonlySet<string> = new Set([
  '0BSD',
  'AFL-3.0',
  'Apache-2.0',
  'Artistic-2.0',
  'BlueOak-1.0.0',
  'BSD-1-Clause',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'BSL-1.0',
  'CDDL-1.0',
  'EPL-1.0',
  'EPL-2.0',
  'EUPL-1.2',
  'GPL-2.0-only',
  'GPL-2.0-or-later',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'ISC',
  'LGPL-2.1-only',
  'LGPL-2.1-or-later',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'MS-PL',
  'NCSA',
  'OFL-1.1',
  'PostgreSQL',
  'Python-2.0',
  'Unicode-3.0',
  'Unlicense',
  'UPL-1.0',
  'W3C',
  'Zlib',
])

/** True when the expression is satisfiable with OSI-approved licences only. */
export function isOsiApproved(expression: string | undefined): boolean {
  if (!expression) return false
  const tokens = expression
    .replace(/[()]/g, (paren) => ` ${paren} `)
    .trim()
    .split(/\s+/)
  let position = 0
  // or := and ("OR" and)* ; and := atom ("AND" atom)* ; atom := id | "(" or ")"
  const atom = (): boolean => {
    const token = tokens[position++]
    if (token === '(') {
      const value = or()
      if (tokens[position++] !== ')') throw new SyntaxError(expression)
      return value
    }
    if (token === undefined) throw new SyntaxError(expression)
    // "Apache-2.0 WITH LLVM-exception": the exception only adds permissions.
    if (tokens[position] === 'WITH') position += 2
    return OSI_APPROVED_LICENCES.has(token.replace(/\+$/, ''))
  }
  const and = (): boolean => {
    let value = atom()
    while (tokens[position] === 'AND') {
      position++
      value = atom() && value
    }
    return value
  }
  const or = (): boolean => {
    let value = and()
    while (tokens[position] === 'OR') {
      position++
      value = and() || value
    }
    return value
  }
  try {
    const value = or()
    return position === tokens.length && value
  } catch {
    return false
  }
}
