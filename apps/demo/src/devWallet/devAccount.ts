/** The address of anvil's dev key #0 (devSigner.ts checks that the key signs for it). */
export const ANVIL_DEV_ADDRESS_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
