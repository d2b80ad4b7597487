import { useDemoT } from '../i18n/t'
import styles from './ThemeSwitcher.module.css'
import { ACCENTS, RADII, THEME_NAMES, type ThemeChoice } from './themeChoice'

export type ThemeSwitcherProps = {
  value: ThemeChoice
  onChange: (choice: ThemeChoice) => void
}

/** Theme, accent and corner radius of the kit, so a visitor sees the theme contract at work. */
export function ThemeSwitcher({ value, onChange }: ThemeSwitcherProps) {
  const t = useDemoT()
  const pick =
    <K extends keyof ThemeChoice>(key: K) =>
    (event: { target: { value: string } }) =>
      onChange({ ...value, [key]: event.target.value as ThemeChoice[K] })
  return (
    <fieldset className={styles.switcher}>
      <legend className={styles.legend}>{t('theme.legend')}</legend>
      <label className={styles.field}>
        <span>{t('theme.label')}</span>
        <select className={styles.select} value={value.name} onChange={pick('name')}>
          {THEME_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`theme.name.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('theme.accent')}</span>
        <select className={styles.select} value={value.accent} onChange={pick('accent')}>
          {ACCENTS.map((accent) => (
            <option key={accent} value={accent}>
              {t(`theme.accent.${accent}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('theme.radius')}</span>
        <select className={styles.select} value={value.radius} onChange={pick('radius')}>
          {RADII.map((radius) => (
            <option key={radius} value={radius}>
              {t(`theme.radius.${radius}`)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  )
}
