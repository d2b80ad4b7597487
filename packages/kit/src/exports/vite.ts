// @gatehouse/kit/vite: build-time help for Vite apps (no React, no browser code).
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { type CompileHintsOptions, compileHints } from '../vite/compileHints'
export { type SplitModulesOptions, splitModules } from '../vite/splitModules'
