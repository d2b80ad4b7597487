import { describe, expect, test } from 'vitest'
import { formatBalance } from '../core/format/formatBalance'
import { formattingLocale } from './useActiveLocale'

describe('formattingLocale', () => {
  test('behavior: an underscore tag is read as its hyphen form', () => {
    expect(formattingLocale('pt_BR')).toBe('pt-BR')
    expect(formatBalance('1234.5', formattingLocale('pt_BR'))).toBe('1.234,5')
  })

  test('behavior: a tag Intl refuses falls back to en-US instead of throwing', () => {
    expect(() => new Intl.NumberFormat('x_y_z')).toThrow()
    expect(formattingLocale('x_y_z')).toBe('en-US')
    expect(formattingLocale('')).toBe('en-US')
    expect(formattingLocale(undefined)).toBe('en-US')
  })

  test('behavior: a valid tag is kept, with its region', () => {
    expect(formattingLocale('de-AT')).toBe('de-AT')
  })
})
