// The table of catalogue chunks is a chunk of its own. For a browser asking for another language
// its request starts as loadCatalogue.ts is evaluated, so that visitor does not wait for it after
// asking for a catalogue (an English browser: loadCatalogue.english.test.ts).
import { afterEach, expect, test, vi } from 'vitest'

const table = vi.hoisted(() => ({ loaded: 0 }))
vi.mock('./catalogueTable', () => {
  table.loaded++
  return { loadFromTable: async (locale: string) => ({ 'connect.button': `(${locale})` }) }
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('behavior: a German browser starts loading the table when the module is evaluated', async () => {
  vi.stubGlobal('navigator', { languages: ['de-DE', 'en'] })
  const { loadCatalogue } = await import('./loadCatalogue')
  await vi.waitFor(() => expect(table.loaded).toBe(1))
  expect(await loadCatalogue('de')).toEqual({ 'connect.button': '(de)' })
  expect(table.loaded).toBe(1)
})
