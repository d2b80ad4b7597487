// @vitest-environment jsdom
// What a jsdom test file leaves for the next one in its worker (scripts/vitestFileCleanup.ts): a
// tree rendered without cleanup is unmounted, with its effects' cleanups run, and the storage the
// kit writes is emptied.
import { render, screen } from '@testing-library/react'
import { createElement, useEffect } from 'react'
import { describe, expect, test } from 'vitest'
import { endFileInDocument } from './vitestFileCleanup'

describe('endFileInDocument', () => {
  test('behavior: a tree left mounted is unmounted and its container removed', () => {
    const unmounted: string[] = []
    function Left({ name }: { name: string }) {
      useEffect(() => () => void unmounted.push(name), [name])
      return createElement('button', { type: 'button' }, name)
    }
    render(createElement(Left, { name: 'first' }))
    render(createElement(Left, { name: 'second' }))
    expect(screen.getAllByRole('button')).toHaveLength(2)

    endFileInDocument()

    expect(unmounted.sort()).toEqual(['first', 'second'])
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(document.body.childElementCount).toBe(0)
  })

  test('behavior: local and session storage are emptied', () => {
    localStorage.setItem('gatehouse.recentWalletIds', '["metaMask"]')
    sessionStorage.setItem('gatehouse.session', '1')

    endFileInDocument()

    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })
})
