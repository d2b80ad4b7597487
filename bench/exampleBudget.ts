// #28's first-render goal, measured where an integrator would meet it: examples/vite built from
// the packed tarballs (by scripts/testExamples.mjs, which runs this right after that build; `npm
// test` builds the examples once, in its 'install and build examples' stage, and a budget over
// the limit fails that stage). Prints the figure either way.
//   tsx bench/exampleBudget.ts <the installed example's folder>
import path from 'node:path'
import { EXAMPLE_FIRST_RENDER_BUDGET_BYTES, firstRenderBytesFromHtml } from './bundleBudget'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: tsx bench/exampleBudget.ts <example dir>')
  process.exit(2)
}
const { gzip, files } = firstRenderBytesFromHtml(path.join(dir, 'dist'))
const within = gzip <= EXAMPLE_FIRST_RENDER_BUDGET_BYTES
console.log(
  `${within ? '✓' : '✗'} ${path.basename(dir)} first-render JS: ${(gzip / 1024).toFixed(1)} KB gzip in ${files.length} files (budget ${EXAMPLE_FIRST_RENDER_BUDGET_BYTES / 1024} KB)`,
)
process.exit(within ? 0 : 1)
