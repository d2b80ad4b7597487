import { serialize } from 'wagmi'

/** anvil's account #0, as wagmi's cookie storage ('wagmi.store') holds it for a connected visitor. */
export const RESTORED_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const restoredCookie = `wagmi.store=${serialize({
  state: {
    chainId: 1,
    current: 'uid-1',
    connections: new Map([
      [
        'uid-1',
        {
          accounts: [RESTORED_ADDRESS],
          chainId: 1,
          connector: { id: 'injected', name: 'Injected', type: 'injected', uid: 'uid-1' },
        },
      ],
    ]),
  },
  version: 2,
})}`
