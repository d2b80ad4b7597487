/**
 * tsconfig.json's `"moduleResolution": "node"` (TypeScript's node10) becomes `"bundler"` where the
 * app's `module` allows it (ES modules or `preserve`): viem 2.43 and newer (which wagmi 3 needs)
 * depend on ox, which ships its TypeScript sources beside its declarations, and node10 resolution,
 * blind to `exports`, type-checks those sources (hundreds of errors under the app's target) where
 * `bundler` reads the declarations. The text is edited in place (a tsconfig may hold comments);
 * anything else is left as it is.
 */
export function rewriteTsconfig(text: string): string {
  const module = /"module"\s*:\s*"([^"]+)"/i.exec(text)?.[1]?.toLowerCase()
  if (!module || !/^(es6|es20\d\d|esnext|preserve)$/.test(module)) return text
  return text.replace(/("moduleResolution"\s*:\s*)"(node|node10)"/i, '$1"bundler"')
}
