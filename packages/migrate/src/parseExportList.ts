import { Project } from 'ts-morph'

/**
 * The names an entry-point module exports, values and types (`export { … }`, `export { … } from`,
 * exported declarations), from the module alone: nothing it re-exports from is resolved, so a file
 * copied out of its repository reads the same as in place.
 */
export function parseExportList(sourceText: string): string[] {
  const project = new Project({ useInMemoryFileSystem: true })
  const file = project.createSourceFile('entry.ts', sourceText)
  return file
    .getExportSymbols()
    .map((symbol) => symbol.getName())
    .sort()
}
