import {
  type AccentColor,
  type BorderRadius,
  darkTheme,
  lightTheme,
  midnightTheme,
  type ThemeSetting,
} from '@gatehouse/kit'

export const THEME_NAMES = ['light', 'dark', 'midnight', 'system'] as const
export const ACCENTS = ['blue', 'green', 'orange', 'pink', 'purple', 'red'] as const
export const RADII = ['large', 'medium', 'small', 'none'] as const

export type ThemeName = (typeof THEME_NAMES)[number]
/** What the demo's theme switcher holds. */
export type ThemeChoice = { name: ThemeName; accent: AccentColor; radius: BorderRadius }

/** `system` follows the visitor's colour scheme. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = { name: 'system', accent: 'blue', radius: 'large' }

/** The provider's `theme` for a choice: each theme's own shade of the chosen accent. */
export function themeFromChoice({ name, accent, radius }: ThemeChoice): ThemeSetting {
  const make = (theme: typeof lightTheme) =>
    theme({ ...theme.accentColors[accent], borderRadius: radius })
  switch (name) {
    case 'light':
      return make(lightTheme)
    case 'dark':
      return make(darkTheme)
    case 'midnight':
      return make(midnightTheme)
    case 'system':
      return { lightMode: make(lightTheme), darkMode: make(darkTheme) }
    default: {
      const unknown: never = name
      throw new Error(`unknown theme ${String(unknown)}`)
    }
  }
}
