import type { InvalidThemeOptionErrorType } from '../errors/theme'
import { lightAccentColors } from './accentColors'
import { buildTheme } from './buildTheme'
import type { Theme, ThemeOptions } from './Theme'

/** What `lightTheme` throws: an option it cannot use. */
export type LightThemeErrorType = InvalidThemeOptionErrorType

/** The default theme; `styles/base.css` carries the same values as `:root` defaults. */
export function lightTheme(options: ThemeOptions = {}): Theme {
  return buildTheme(
    {
      actionButtonSecondaryBackground: 'rgba(0, 0, 0, 0.06)',
      closeButton: 'rgba(60, 66, 66, 0.8)',
      closeButtonBackground: 'rgba(0, 0, 0, 0.06)',
      connectButtonBackground: '#ffffff',
      connectButtonText: '#1a1b1f',
      error: '#d32f2f',
      generalBorder: 'rgba(0, 0, 0, 0.06)',
      menuItemBackground: 'rgba(60, 66, 66, 0.1)',
      modalBackground: '#ffffff',
      modalBorder: 'rgba(0, 0, 0, 0.06)',
      modalText: '#1a1b1f',
      modalTextSecondary: 'rgba(60, 66, 66, 0.8)',
      overlay: 'rgba(0, 0, 0, 0.3)',
    },
    lightAccentColors.blue,
    options,
  )
}

lightTheme.accentColors = lightAccentColors
