// Every relative link of the documentation resolves: in README.md, every Markdown file under docs/
// and bench/README.md, a link without a scheme names a file or folder that exists, and its
// `#anchor` (or a bare `#anchor` on the same page) names a heading of that Markdown file, slugged
// as GitHub does. Links in code blocks and code spans are not links. Absolute URLs are not
// fetched.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

/** The pages checked, relative to the root. */
function pages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) return walk(relative)
      return entry.name.endsWith('.md') ? [relative] : []
    })
  return ['README.md', 'bench/README.md', ...walk('docs')]
}

/** The page's text without fenced code blocks and code spans (kept as blank space). */
function proseOf(markdown: string): string {
  const withoutFences = markdown.replace(
    /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm,
    (block) => block.replace(/[^\n]/g, ' '),
  )
  return withoutFences.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (span) =>
    span.replace(/[^\n]/g, ' '),
  )
}

/** The link targets of a page: inline `[text](target)` and definitions `[label]: target`. */
function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown)
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!)
  const definitions = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map(
    (m) => m[1]!,
  )
  return [...inline, ...definitions]
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link: its text
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-')
}

/** Every anchor a Markdown page has: its headings' slugs, a repeated one numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const match of proseOf(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    // The heading's own text, code spans included (proseOf blanked them out).
    const start = match.index!
    const end = markdown.indexOf('\n', start)
    const line = markdown.slice(start, end === -1 ? undefined : end)
    const base = slug(line.replace(/^ {0,3}#{1,6}[ \t]+/, '').replace(/[ \t#]*$/, ''))
    const count = seen.get(base) ?? 0
    anchors.add(count === 0 ? base : `${base}-${count}`)
    seen.set(base, count + 1)
  }
  for (const match of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!)
  return anchors
}

/** What is wrong with one link of `page` (relative to the root), or undefined when it resolves. */
function brokenLink(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined // https:, mailto: …
  const [file = '', anchor] = target.split('#')
  const resolved =
    file === ''
      ? page
      : path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURI(file)))
  if (resolved.startsWith('..')) return `${target}: outside the repository`
  if (!existsSync(path.join(ROOT, resolved))) return `${target}: no ${resolved}`
  if (anchor === undefined) return undefined
  if (!resolved.endsWith('.md')) return `${target}: an anchor into a file that is not Markdown`
  const anchors = anchorsOf(readFileSync(path.join(ROOT, resolved), 'utf8'))
  return anchors.has(decodeURIComponent(anchor))
    ? undefined
    : `${target}: no heading #${anchor} in ${resolved}`
}

describe('slug', () => {
  test('behavior: as GitHub: code and punctuation dropped, spaces to hyphens, § too', () => {
    expect(slug('Server (`apps/server`)')).toBe('server-appsserver')
    expect(slug('Next.js (App Router)')).toBe('nextjs-app-router')
    expect(slug('§8 Errors')).toBe('8-errors')
    expect(slug('`GatehouseProvider`')).toBe('gatehouseprovider')
    expect(slug('3. Boundaries (what may import what)')).toBe('3-boundaries-what-may-import-what')
  })

  test('behavior: a repeated heading gets -1, -2', () => {
    expect([...anchorsOf('# A\n## Method\n## Method\n### Method\n')]).toEqual([
      'a',
      'method',
      'method-1',
      'method-2',
    ])
  })

  test('behavior: links in code are not links', () => {
    expect(linkTargets('[a](x.md) `[b](y.md)`\n\n```md\n[c](z.md)\n```\n[d]: w.md\n')).toEqual([
      'x.md',
      'w.md',
    ])
  })
})

test.each(pages())('behavior: every relative link of %s resolves', (page) => {
  const markdown = readFileSync(path.join(ROOT, page), 'utf8')
  const broken = linkTargets(markdown)
    .map((target) => brokenLink(page, target))
    .filter((problem) => problem !== undefined)
  expect(broken).toEqual([])
})
