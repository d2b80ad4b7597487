// An English browser never needs the kit's other catalogues: the table of their chunks loads only
// when one is asked for (a German browser: loadCatalogue.test.ts).
import { afterEach, expect, test, vi } from 'vitest'

const table = vi.hoisted(() => ({ loaded: 0 }))
vi.mock('./catalogueTable', () => {
  table.loaded++
  return { loadFromTable: async (locale: string) => ({ 'connect.button': `(${locale})` }) }
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('behavior: an English browser loads no table until a catalogue is asked for', async () => {
  vi.stubGlobal('navigator', { languages: ['en-GB'] })
  const { loadCatalogue } = await import('./loadCatalogue')
  // A table load started when the module was evaluated would be a dynamic import still running:
  // once every dynamic import has settled, it would have counted.
  await vi.dynamicImportSettled()
  expect(table.loaded).toBe(0)
  expect(await loadCatalogue('fr')).toEqual({ 'connect.button': '(fr)' })
  expect(table.loaded).toBe(1)
})
