import { createContext, useContext } from 'react'
import type connected from './en.connected.json'
import en from './en.json'

export type DemoKey = keyof typeof en | keyof typeof connected
export type DemoCatalogue = Readonly<Record<DemoKey, string>>
export type DemoTranslate = (key: DemoKey, params?: Record<string, string>) => string

// English, bundled: en.json holds what the page shows before a wallet connects. The connected
// panel's strings (en.connected.json) load with the panel's chunk, which adds them here
// (addEnglishStrings) before it renders, so they are not in the first render.
const english = { ...en } as DemoCatalogue

/** Adds English strings that load with a lazily loaded part of the page. */
export function addEnglishStrings(strings: Partial<DemoCatalogue>): void {
  Object.assign(english, strings)
}

/** The demo's own strings (the kit has its own catalogue); `{name}` placeholders are filled in. */
export function createDemoTranslate(catalogue: DemoCatalogue): DemoTranslate {
  return (key, params = {}) =>
    (catalogue[key] ?? english[key]).replace(
      /\{(\w+)\}/g,
      (match, name: string) => params[name] ?? match,
    )
}

/** English: the source catalogue and what shows while another language loads. */
export const enDemoCatalogue: DemoCatalogue = english
export const t = createDemoTranslate(english)

export const DemoTranslateContext = createContext<DemoTranslate>(t)

/** The demo's strings in the language chosen in the header (English until it has loaded). */
export function useDemoT(): DemoTranslate {
  return useContext(DemoTranslateContext)
}
