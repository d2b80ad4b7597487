// The table of catalogue chunks is a chunk of its own; its request starts as loadCatalogue.ts is
// evaluated, so a visitor in another language does not wait for it after asking for a catalogue.
import { expect, test, vi } from 'vitest'

const table = vi.hoisted(() => ({ loaded: 0 }))
vi.mock('./catalogueTable', () => {
  table.loaded++
  return { loadFromTable: async (locale: string) => ({ 'connect.button': `(${locale})` }) }
})

test('behavior: the table starts loading when the module is evaluated, before any catalogue is asked for', async () => {
  const { loadCatalogue } = await import('./loadCatalogue')
  await vi.waitFor(() => expect(table.loaded).toBe(1))
  expect(await loadCatalogue('de')).toEqual({ 'connect.button': '(de)' })
  expect(table.loaded).toBe(1)
})
