import en from './en.json'

/** The demo's own strings (the kit has its own catalogue); `{name}` placeholders are filled in. */
export function t(key: keyof typeof en, params: Record<string, string> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match)
}
