// Which JavaScript files a page fetched, against the chunks of a build's Vite manifest.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

/** Output files of the manifest entries whose source path matches `pattern`. */
export function chunkFiles(dist: string, pattern: RegExp): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  return Object.entries(manifest)
    .filter(([key]) => pattern.test(key))
    .map(([, chunk]) => chunk.file)
}

/** Every .js file the page requests from now on, as a path relative to the site root. */
export function recordScripts(page: Page): string[] {
  const loaded: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) loaded.push(pathname.slice(1))
  })
  return loaded
}
