// Type-checks several apps in one process, with the verdict `tsc --noEmit -p <app>` would give
// each, for a fraction of the work: the 14 migrated RainbowKit apps took about 6 CPU seconds each
// as separate `tsc` runs on a quiet machine (13 at load 20), most of it reading and checking the
// same declarations (lib.dom.d.ts, React's, Next's, wagmi's, viem's, the kit's) again.
//
// Two savings, neither of which lets one app's code change another's verdict:
// 1. The declaration files are parsed once: every program here gets its source files through one
//    cache, keyed by TypeScript's own document-registry key for the options (what its language
//    service shares files by between projects), the parsing target and module format.
// 2. Apps that would each be checked alone against the same things are checked as one program:
//    same compiler options (but the config file's own path), and the same global declarations
//    reached, that is the same set of files that declare something global (a script with
//    declarations, such as the lib files or a package's `declare global`; an ambient module or a
//    module augmentation). An app's files are modules that only import their own app's files and
//    the packages, so in such a program each app sees exactly the global scope it sees alone, and
//    what it imports resolves the same way (same options, same files). The 9 Next apps on the
//    same tsconfig are one program: about 9 CPU seconds instead of about 24.
// An error in an app's own file is that app's; any other error (in a shared file, or none) counts
// against every app of its program. An error on a line that carries a TODO of the codemod is what
// the TODO says to fix; any other error is a failure.
import { createRequire } from 'node:module'
import path from 'node:path'

const TODO_MARK = 'TODO(gatehouse-migrate):'
/** Options that name the config file itself, not how the program is checked. */
const OWN_OPTIONS = new Set(['configFilePath', 'pathsBasePath'])

/**
 * `typescript`: the path of the TypeScript package to check with (the version the apps pin).
 * Returns Map(dir → 'passes' | string[] of errors as `tsc -p` prints them).
 */
export function typecheckApps(dirs, typescript) {
  const ts = createRequire(import.meta.url)(typescript)
  const hostFor = sharedParsing(ts)
  const results = new Map()
  /** options key → the apps with those options, each { dir, config, program, files, globals } */
  const byOptions = new Map()
  for (const dir of dirs) {
    const config = readConfig(ts, dir)
    if (Array.isArray(config)) {
      results.set(dir, config)
      continue
    }
    // The app's own program, not checked: which files it reaches, which of them are global.
    const host = hostFor(config.options)
    const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host })
    const files = new Set(program.getSourceFiles().map((file) => file.fileName))
    const globals = program
      .getSourceFiles()
      .filter((file) => declaresGlobals(ts, file))
      .map((file) => file.fileName)
      .sort()
      .join('\n')
    const key = `${optionsKey(config.options)}\n${globals}`
    if (!byOptions.has(key)) byOptions.set(key, [])
    byOptions.get(key).push({ dir, config, program, files, host })
  }
  for (const apps of byOptions.values()) {
    const [first] = apps
    const program =
      apps.length === 1
        ? first.program
        : ts.createProgram({
            rootNames: apps.flatMap((app) => app.config.fileNames),
            options: first.config.options,
            host: first.host,
          })
    const diagnostics = ts.getPreEmitDiagnostics(program)
    for (const app of apps) {
      const own = diagnostics.filter(
        (d) =>
          !d.file ||
          d.file.fileName.startsWith(`${app.dir}/`) ||
          (app.files.has(d.file.fileName) &&
            !apps.some((other) => d.file.fileName.startsWith(`${other.dir}/`))),
      )
      results.set(app.dir, failuresOf(ts, app.dir, [...app.config.errors, ...own]))
    }
  }
  return new Map(dirs.map((dir) => [dir, results.get(dir)]))
}

/** A compiler host factory whose hosts share one cache of parsed source files. */
function sharedParsing(ts) {
  const registry = ts.createDocumentRegistry()
  const parsed = new Map()
  return (options) => {
    const host = ts.createCompilerHost(options)
    const settings = registry.getKeyForCompilationSettings(options)
    const read = host.getSourceFile.bind(host)
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const how = typeof languageVersion === 'object' ? languageVersion : { languageVersion }
      const key = `${settings}|${how.languageVersion}|${how.impliedNodeFormat}|${how.jsDocParsingMode}|${fileName}`
      if (!parsed.has(key)) parsed.set(key, read(fileName, languageVersion, onError, shouldCreate))
      return parsed.get(key)
    }
    return host
  }
}

/** The options as they decide the check: the same for two apps on the same tsconfig. */
function optionsKey(options) {
  const entries = Object.entries(options).filter(([name]) => !OWN_OPTIONS.has(name))
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * Whether the file puts something in the global scope: a script (not a module) with statements,
 * or a module with `declare global`, an ambient module or a module augmentation.
 */
function declaresGlobals(ts, file) {
  if (file.fileName.endsWith('.json')) return false
  if (!ts.isExternalModule(file)) return file.statements.length > 0
  return file.statements.some(
    (statement) =>
      ts.isModuleDeclaration(statement) &&
      ((statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0 ||
        ts.isStringLiteral(statement.name)),
  )
}

/** The app's tsconfig.json as tsc reads it, or its errors. */
function readConfig(ts, dir) {
  const unrecoverable = []
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => unrecoverable.push(diagnostic),
    },
  )
  return config ?? unrecoverable.map((d) => format(ts, dir, d))
}

/** 'passes', or the errors off a TODO line, each as tsc prints it. */
function failuresOf(ts, dir, diagnostics) {
  const errors = diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .filter((d) => {
      if (!d.file || d.start === undefined) return true
      const { line } = d.file.getLineAndCharacterOfPosition(d.start)
      return !d.file.text.split('\n')[line].includes(TODO_MARK)
    })
    .map((d) => format(ts, dir, d))
  return errors.length === 0 ? 'passes' : errors
}

/** `file(line,col): error TSn: message`, the file relative to the app, as `tsc -p` prints it. */
function format(ts, dir, d) {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n')
  if (!d.file || d.start === undefined) return `error TS${d.code}: ${message}`
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start)
  const file = path.relative(dir, d.file.fileName)
  return `${file}(${line + 1},${character + 1}): error TS${d.code}: ${message}`
}
