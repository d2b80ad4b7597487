import type { InvalidThemeOptionErrorType } from '../errors/theme'
import { darkAccentColors } from './accentColors'
import { buildTheme } from './buildTheme'
import type { Theme, ThemeOptions } from './Theme'

/** What `darkTheme` throws: an option it cannot use. */
export type DarkThemeErrorType = InvalidThemeOptionErrorType

/** Dark grey modals with light text, after RainbowKit's dark theme. */
export function darkTheme(options: ThemeOptions = {}): Theme {
  return buildTheme(
    {
      actionButtonSecondaryBackground: 'rgba(255, 255, 255, 0.08)',
      closeButton: 'rgba(224, 232, 255, 0.6)',
      closeButtonBackground: 'rgba(255, 255, 255, 0.08)',
      connectButtonBackground: '#1a1b1f',
      connectButtonText: '#e0e8ff',
      error: '#ff494a',
      generalBorder: 'rgba(255, 255, 255, 0.08)',
      menuItemBackground: 'rgba(224, 232, 255, 0.1)',
      modalBackground: '#1a1b1f',
      modalBorder: 'rgba(255, 255, 255, 0.08)',
      modalText: '#ffffff',
      modalTextSecondary: 'rgba(255, 255, 255, 0.6)',
      overlay: 'rgba(0, 0, 0, 0.5)',
    },
    darkAccentColors.blue,
    options,
  )
}

darkTheme.accentColors = darkAccentColors
