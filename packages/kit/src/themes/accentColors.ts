/** The accent presets each theme offers (`lightTheme.accentColors.purple`, …). */
export type AccentColor = 'blue' | 'green' | 'orange' | 'pink' | 'purple' | 'red'
export type AccentColors = Record<
  AccentColor,
  { accentColor: string; accentColorForeground: string }
>

// Chosen for WCAG AA (4.5:1) both as text on the theme's modal and under their foreground.
const presets = (foreground: string, colors: Record<AccentColor, string>): AccentColors =>
  Object.fromEntries(
    Object.entries(colors).map(([name, accentColor]) => [
      name,
      { accentColor, accentColorForeground: foreground },
    ]),
  ) as AccentColors

/** on light modals: dark enough for white text */
export const lightAccentColors = presets('#ffffff', {
  blue: '#0a63d8',
  green: '#0f7b36',
  orange: '#a94800',
  pink: '#c2185b',
  purple: '#5b4fe0',
  red: '#c62828',
})

/** on dark modals: light enough to read, with dark text on them */
export const darkAccentColors = presets('#1a1b1f', {
  blue: '#429eff',
  green: '#4bd166',
  orange: '#ff983d',
  pink: '#ff7aa0',
  purple: '#9b8cff',
  red: '#ff6a5f',
})
