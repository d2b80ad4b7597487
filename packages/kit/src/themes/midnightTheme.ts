import type { InvalidThemeOptionErrorType } from '../errors/theme'
import { darkAccentColors } from './accentColors'
import { buildTheme } from './buildTheme'
import type { Theme, ThemeOptions } from './Theme'

/** What `midnightTheme` throws: an option it cannot use. */
export type MidnightThemeErrorType = InvalidThemeOptionErrorType

/** Dark on pure black, for OLED screens. */
export function midnightTheme(options: ThemeOptions = {}): Theme {
  return buildTheme(
    {
      actionButtonSecondaryBackground: 'rgba(255, 255, 255, 0.1)',
      closeButton: 'rgba(255, 255, 255, 0.7)',
      closeButtonBackground: 'rgba(255, 255, 255, 0.08)',
      connectButtonBackground: '#000000',
      connectButtonText: '#ffffff',
      error: '#ff494a',
      generalBorder: 'rgba(255, 255, 255, 0.08)',
      menuItemBackground: 'rgba(255, 255, 255, 0.08)',
      modalBackground: '#000000',
      modalBorder: 'rgba(255, 255, 255, 0.08)',
      modalText: '#ffffff',
      modalTextSecondary: 'rgba(255, 255, 255, 0.6)',
      overlay: 'rgba(0, 0, 0, 0.7)',
    },
    darkAccentColors.blue,
    options,
  )
}

midnightTheme.accentColors = darkAccentColors
