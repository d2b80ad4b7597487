// English is split: en.json is in the first render, en.connected.json loads with the connected
// panel. A visitor sees every English string all the same.
import { expect, test } from 'vitest'
import { createDemoTranslate, enDemoCatalogue } from './t'

test('behavior: the first render has its English strings', () => {
  expect(createDemoTranslate(enDemoCatalogue)('intro.title')).toBe('Connect a wallet')
})

test("behavior: the connected panel's chunk brings its English strings, which the page's translate then shows", async () => {
  // made before the panel loaded, as the page's is
  const t = createDemoTranslate(enDemoCatalogue)
  await import('../ConnectedPanel/ConnectedPanel')
  expect(t('panel.sent', { hash: '0xabc' })).toBe('Sent: 0xabc')
  expect(t('safe.balances.title')).toBe('Safe balances')
})
