import { describe, expect, test } from 'vitest'
import { clickPathChunks } from './compileHints'

const LAZY = /kit\/dist\/components\/(ConnectModal|AccountModal)\//

describe('clickPathChunks', () => {
  test('behavior: the lazily loaded modals and what they import, less the first render', () => {
    const chunks = {
      'index.js': { isEntry: true, imports: ['react.js'], facadeModuleId: '/app/src/main.tsx' },
      'react.js': { isEntry: false, imports: [] },
      'ConnectModal.js': {
        isEntry: false,
        imports: ['radix.js', 'react.js'],
        facadeModuleId: '/n/@gatehouse/kit/dist/components/ConnectModal/ConnectModal.js',
      },
      'AccountModal.js': {
        isEntry: false,
        imports: ['radix.js'],
        facadeModuleId: '/n/@gatehouse/kit/dist/components/AccountModal/AccountModal.js',
      },
      'radix.js': { isEntry: false, imports: [] },
      // an SDK loaded on demand is not on the click path
      'walletconnect.js': {
        isEntry: false,
        imports: ['react.js'],
        facadeModuleId: '/n/@walletconnect/ethereum-provider/dist/index.es.js',
      },
    }
    expect(clickPathChunks(chunks, LAZY).sort()).toEqual([
      'AccountModal.js',
      'ConnectModal.js',
      'radix.js',
    ])
  })

  test('behavior: nothing without a lazily loaded kit component', () => {
    expect(clickPathChunks({ 'index.js': { isEntry: true, imports: [] } }, LAZY)).toEqual([])
  })
})
