import { describe, expect, test } from 'vitest'
import { hintedChunks } from './compileHints'

const LAZY = /kit\/dist\/components\/(ConnectModal|AccountModal)\//

describe('hintedChunks', () => {
  test('behavior: the first render, and the lazily loaded modals with what they import', () => {
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
    expect(hintedChunks(chunks, LAZY).sort()).toEqual([
      'AccountModal.js',
      'ConnectModal.js',
      'index.js',
      'radix.js',
      'react.js',
    ])
  })

  test('behavior: only the first render without a lazily loaded kit component', () => {
    const chunks = {
      'index.js': { isEntry: true, imports: [] },
      'sdk.js': { isEntry: false, imports: [], facadeModuleId: '/n/sdk/index.js' },
    }
    expect(hintedChunks(chunks, LAZY)).toEqual(['index.js'])
  })

  test('behavior: a global pattern matches every chunk, not every other one', () => {
    const chunks = {
      'index.js': { isEntry: true, imports: [] },
      'a.js': {
        isEntry: false,
        imports: [],
        facadeModuleId: '/kit/dist/components/ConnectModal/a.js',
      },
      'b.js': {
        isEntry: false,
        imports: [],
        facadeModuleId: '/kit/dist/components/ConnectModal/b.js',
      },
    }
    expect(hintedChunks(chunks, /ConnectModal/g).sort()).toEqual(['a.js', 'b.js', 'index.js'])
  })
})
