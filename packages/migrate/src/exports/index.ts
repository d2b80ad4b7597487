// @gatehouse/migrate's programmatic API (the command is dist/cli.js, behind `bin`).

// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { MigrateError, NotADirectoryError, UnknownOptionError } from '../errors'
export type { GatehouseEntry, Mapping, RainbowKitEntry } from '../mapping/Mapping'
export { RAINBOWKIT_EXPORTS } from '../mapping/rainbowKitExports'
export { type FileChange, type MigrateOptions, type MigrateResult, migrate } from '../migrate'
export type { Todo } from '../Todo'
