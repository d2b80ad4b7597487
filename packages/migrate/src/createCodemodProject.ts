import { IndentationText, Project, QuoteKind, type ResolutionHostFactory, ts } from 'ts-morph'

/**
 * The ts-morph project the codemod rewrites an app in. Renames and references need the app's own
 * bindings only, so the project reads nothing but the app's files: no lib files (lib.dom.d.ts
 * alone is over a megabyte), and imports resolve to the app's own modules only, never to an
 * installed package's declarations. Without that, the first rename in an installed app made the
 * language service resolve every import and parse the declarations it reached (React's, Next's,
 * wagmi's, viem's): about 5 CPU seconds an app, 47 for RainbowKit's 14 examples, where the
 * app's own files take a tenth of a second; and the app gave the same changes either way.
 */
export function createCodemodProject(): Project {
  return new Project({
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    compilerOptions: { allowJs: true, jsx: ts.JsxEmit.Preserve, noEmit: true, noLib: true },
    resolutionHost: appModulesOnly,
    // For the few nodes written whole (a new property, an added import): most apps' style.
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      quoteKind: QuoteKind.Single,
    },
  })
}

/** A relative import resolves as TypeScript would; a package, or a type reference, not at all. */
const appModulesOnly: ResolutionHostFactory = (moduleResolutionHost, getCompilerOptions) => ({
  resolveModuleNames: (moduleNames, containingFile) =>
    moduleNames.map((name) => {
      if (!/^\.{1,2}(\/|$)/.test(name)) return undefined
      const { resolvedModule } = ts.resolveModuleName(
        name,
        containingFile,
        getCompilerOptions(),
        moduleResolutionHost,
      )
      return resolvedModule?.isExternalLibraryImport ? undefined : resolvedModule
    }),
  resolveTypeReferenceDirectives: (names) => names.map(() => undefined),
})
