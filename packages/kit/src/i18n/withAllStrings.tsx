import { type ComponentType, useMemo } from 'react'
import { LanguageContext, useLanguage } from '../context/LanguageContext'
import { createFullTranslate } from './allStrings'

/**
 * `View` with every English string behind the active language: the provider's `t` knows only the
 * first render's English (translate.ts), so each lazily loaded view is wrapped by its loader with
 * this, and the rest of English (en.json) arrives in the same promise as the view's code: no
 * frame shows a raw key. A module of the lazy views only (it imports en.json).
 */
export function withAllStrings<props extends object>(
  View: ComponentType<props>,
): ComponentType<props> {
  function WithAllStrings(viewProps: props) {
    const language = useLanguage()
    const value = useMemo(
      () => ({ ...language, t: createFullTranslate(language.catalogue) }),
      [language],
    )
    return (
      <LanguageContext.Provider value={value}>
        <View {...viewProps} />
      </LanguageContext.Provider>
    )
  }
  return WithAllStrings
}
