import { createContext, useContext } from 'react'
import en from './en.json'

export type DemoKey = keyof typeof en
export type DemoCatalogue = Readonly<Record<DemoKey, string>>
export type DemoTranslate = (key: DemoKey, params?: Record<string, string>) => string

/** The demo's own strings (the kit has its own catalogue); `{name}` placeholders are filled in. */
export function createDemoTranslate(catalogue: DemoCatalogue): DemoTranslate {
  return (key, params = {}) =>
    (catalogue[key] ?? en[key]).replace(
      /\{(\w+)\}/g,
      (match, name: string) => params[name] ?? match,
    )
}

/** English, bundled: the source catalogue and what shows while another language loads. */
export const enDemoCatalogue: DemoCatalogue = en
export const t = createDemoTranslate(en)

export const DemoTranslateContext = createContext<DemoTranslate>(t)

/** The demo's strings in the language chosen in the header (English until it has loaded). */
export function useDemoT(): DemoTranslate {
  return useContext(DemoTranslateContext)
}
