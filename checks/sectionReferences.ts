// Code comments cite docs/behaviour.md as §N and docs/architecture.md as ARCHITECTURE §N(.M).
// This finds every citation in a text and says which document it points at, so a check can prove
// each one resolves inside the repository. A § right after an outside standard's name (RFC 3339
// §5.6, EIP-4361 §2, ISO/IEC 18004:2015 §7.6) points at that standard and is left alone.

export type SectionReference = {
  document: 'behaviour' | 'architecture'
  section: number
  item: number | undefined
  line: number
  text: string
}

const CITATION = /(ARCHITECTURE\s+)?§(\d+)(?:\.(\d+))?/g
const OUTSIDE_STANDARD = /(?:(?:RFC|EIP|ERC|CAIP)[- ]?\d+|ISO\/IEC \d+(?::\d{4})?)\s*$/

export function findSectionReferences(source: string): SectionReference[] {
  const references: SectionReference[] = []
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(CITATION)) {
      const before = text.slice(0, match.index)
      if (!match[1] && OUTSIDE_STANDARD.test(before)) continue
      references.push({
        document: match[1] ? 'architecture' : 'behaviour',
        section: Number(match[2]),
        item: match[3] === undefined ? undefined : Number(match[3]),
        line: index + 1,
        text: text.trim(),
      })
    }
  })
  return references
}

/** `## §N …` headings of behaviour.md; `## N. …` headings and their `M. ` items of architecture.md. */
export function documentSections(markdown: string, document: SectionReference['document']) {
  const sections = new Map<number, Set<number>>()
  let current: Set<number> | undefined
  for (const line of markdown.split('\n')) {
    const heading =
      document === 'behaviour' ? line.match(/^## §(\d+) /) : line.match(/^## (\d+)\. /)
    if (heading) {
      current = new Set()
      sections.set(Number(heading[1]), current)
      continue
    }
    if (line.startsWith('## ')) current = undefined
    const item = line.match(/^(\d+)\. /)
    if (item && current) current.add(Number(item[1]))
  }
  return sections
}

export function resolves(
  reference: SectionReference,
  sections: ReadonlyMap<number, ReadonlySet<number>>,
): boolean {
  const items = sections.get(reference.section)
  if (!items) return false
  return reference.item === undefined || items.has(reference.item)
}
