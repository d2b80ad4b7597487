import { type SupportedLocale, supportedLocales } from '@gatehouse/kit'
import { useDemoT } from '../i18n/t'
import styles from './LanguageSwitcher.module.css'
import { useAfterFirstPaint } from './useAfterFirstPaint'

// Each language by its own name, so a visitor finds theirs whatever the page is in.
const NATIVE_NAMES: Record<SupportedLocale, string> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
}

export type LanguageSwitcherProps = {
  /** the chosen language; undefined follows the browser */
  value: SupportedLocale | undefined
  onChange: (locale: SupportedLocale | undefined) => void
}

/** The demo header's language menu: sets the GatehouseProvider's locale and the demo's own. */
export function LanguageSwitcher({ value, onChange }: LanguageSwitcherProps) {
  const t = useDemoT()
  // Each name in its own script makes the browser look up a font per script (Arabic, Devanagari,
  // CJK, Thai…) when it lays the list out: about 60 ms of a throttled first paint. The first
  // render lists only the chosen language; the others follow right after the first paint (the
  // select has a fixed width, so nothing moves).
  const complete = useAfterFirstPaint()
  const shown = complete ? supportedLocales : supportedLocales.filter((locale) => locale === value)
  return (
    <label className={styles.switcher}>
      <span>{t('language.label')}</span>
      <select
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value
          onChange(next ? (next as SupportedLocale) : undefined)
        }}
      >
        <option value="">{t('language.auto')}</option>
        {shown.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  )
}
