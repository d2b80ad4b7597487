// The kit and @gatehouse/siwe each declare `AuthAdapter` (the kit cannot depend on siwe, siwe
// cannot depend on React). They must agree: the adapter siwe builds is one the kit accepts, with
// the same methods. Before this, only the demo compiling checked it. Type-level only.
import type { AuthAdapter as KitAuthAdapter } from '@gatehouse/kit'
import { createAuthAdapter, type AuthAdapter as SiweAuthAdapter } from '@gatehouse/siwe'
import { expectTypeOf, test } from 'vitest'

test("behavior: siwe's AuthAdapter is one the kit accepts", () => {
  expectTypeOf<SiweAuthAdapter>().toExtend<KitAuthAdapter>()
  expectTypeOf(createAuthAdapter).returns.toExtend<KitAuthAdapter>()
})

test('behavior: both declare the same methods', () => {
  expectTypeOf<keyof SiweAuthAdapter>().toEqualTypeOf<keyof KitAuthAdapter>()
})

test('behavior: what the kit passes each method, siwe takes', () => {
  for (const method of ['createMessage', 'verify'] as const) {
    expectTypeOf<Parameters<KitAuthAdapter[typeof method]>>().toExtend<
      Parameters<SiweAuthAdapter[typeof method]>
    >()
  }
})
