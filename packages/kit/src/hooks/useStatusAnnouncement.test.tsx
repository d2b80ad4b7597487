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

describe('useStatusAnnouncement, once items leave', () => {
  test('behavior: an emptied list leaves nothing announced', () => {
    const { result, rerender } = renderHook(({ items }) => useStatusAnnouncement(items), {
      initialProps: { items: [item('a', 'pending')] },
    })
    rerender({ items: [item('a', 'confirmed')] })
    expect(result.current).toBe('a confirmed')
    rerender({ items: [] })
    expect(result.current).toBe('')
  })

  test('behavior: the announced item removed while others stay is no longer announced', () => {
    const { result, rerender } = renderHook(({ items }) => useStatusAnnouncement(items), {
      initialProps: { items: [item('a', 'pending'), item('b', 'pending')] },
    })
    rerender({ items: [item('a', 'pending'), item('b', 'failed')] })
    expect(result.current).toBe('b failed')
    rerender({ items: [item('a', 'pending')] })
    expect(result.current).toBe('')
  })

  test('behavior: the same key added back later does not bring the old line back', () => {
    const { result, rerender } = renderHook(({ items }) => useStatusAnnouncement(items), {
      initialProps: { items: [item('a', 'pending')] },
    })
    rerender({ items: [item('a', 'confirmed')] })
    rerender({ items: [] })
    rerender({ items: [item('a', 'pending')] })
    expect(result.current).toBe('')
  })
})
