// Every § a comment cites resolves inside the repository: §N to a section of docs/behaviour.md,
// ARCHITECTURE §N(.M) to a section (and item) of docs/architecture.md. Covers the files git
// tracks or would track (built output and dependencies are ignored), not the shared spec.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { documentSections, findSectionReferences, resolves } from './sectionReferences'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|json|html)$/

describe('findSectionReferences', () => {
  test('behavior: bare § cites behaviour.md, ARCHITECTURE § cites architecture.md', () => {
    const found = findSectionReferences('// §8 message\n/* ARCHITECTURE §5.4: wallets as data */')
    expect(found.map(({ document, section, item }) => [document, section, item])).toEqual([
      ['behaviour', 8, undefined],
      ['architecture', 5, 4],
    ])
  })

  test('behavior: a § after an outside standard is not ours', () => {
    expect(findSectionReferences('// RFC 3339 §5.6 and EIP-4361 §2 and ERC-4361 §3')).toEqual([])
    expect(findSectionReferences('// ISO/IEC 18004:2015 §7.10 and ISO/IEC 18004 §6.3')).toEqual([])
  })

  test('error: a section the document lacks does not resolve', () => {
    const sections = documentSections('## §8 Errors\n\n## §9 Numbers\n', 'behaviour')
    const [known, unknown] = findSectionReferences('§8 §10')
    expect(known && resolves(known, sections)).toBe(true)
    expect(unknown && resolves(unknown, sections)).toBe(false)
  })

  test('error: an architecture item the section lacks does not resolve', () => {
    const sections = documentSections('## 5. Examples\n\n1. one\n2. two\n', 'architecture')
    const [known, unknown] = findSectionReferences('ARCHITECTURE §5.2 ARCHITECTURE §5.3')
    expect(known && resolves(known, sections)).toBe(true)
    expect(unknown && resolves(unknown, sections)).toBe(false)
  })
})

test('behavior: every § cited in the repository resolves to docs/', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        SOURCE.test(file) &&
        !file.startsWith('docs/') &&
        !file.startsWith('checks/sectionReferences'),
    )
  const sections = {
    behaviour: documentSections(
      readFileSync(path.join(ROOT, 'docs/behaviour.md'), 'utf8'),
      'behaviour',
    ),
    architecture: documentSections(
      readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'),
      'architecture',
    ),
  }
  let cited = 0
  const unresolved: string[] = []
  for (const file of files) {
    let source: string
    try {
      source = readFileSync(path.join(ROOT, file), 'utf8')
    } catch {
      continue // listed by git but deleted in the work tree
    }
    for (const reference of findSectionReferences(source)) {
      cited++
      if (!resolves(reference, sections[reference.document])) {
        unresolved.push(`${file}:${reference.line}: ${reference.text}`)
      }
    }
  }
  expect(cited, 'the scan found the code’s citations').toBeGreaterThan(100)
  expect(unresolved).toEqual([])
})
