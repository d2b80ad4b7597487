// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { type AnnouncedItem, useStatusAnnouncement } from './useStatusAnnouncement'

const item = (key: string, status: string): AnnouncedItem => ({
  key,
  status,
  text: `${key} ${status}`,
})

describe('useStatusAnnouncement', () => {
  test('behavior: nothing is announced for the first list or a new item', () => {
    const { result, rerender } = renderHook(({ items }) => useStatusAnnouncement(items), {
      initialProps: { items: [item('a', 'pending')] },
    })
    expect(result.current).toBe('')
    rerender({ items: [item('b', 'pending'), item('a', 'pending')] })
    expect(result.current).toBe('')
  })

  test('behavior: a changed status is announced, and stays until the next change', () => {
    const { result, rerender } = renderHook(({ items }) => useStatusAnnouncement(items), {
      initialProps: { items: [item('a', 'pending'), item('b', 'pending')] },
    })
    rerender({ items: [item('a', 'pending'), item('b', 'confirmed')] })
    expect(result.current).toBe('b confirmed')
    rerender({ items: [item('a', 'pending'), item('b', 'confirmed')] })
    expect(result.current).toBe('b confirmed')
    rerender({ items: [item('a', 'failed'), item('b', 'confirmed')] })
    expect(result.current).toBe('a failed')
  })
})
