// CAIP-2 chain ids (`namespace:reference`) and CAIP-10 account ids (`chainId:address`), the syntax
// the sign spec's namespaces use. Their grammars, from the CAIP documents.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):[-.%a-zA-Z0-9]{1,128}$/

export const isCaip2ChainId = (value: unknown): value is string =>
  typeof value === 'string' && CAIP2.test(value)

export const isCaip10AccountId = (value: unknown): value is string =>
  typeof value === 'string' && CAIP10.test(value)

/** The CAIP-2 chain id of a CAIP-10 account (`eip155:1:0xab…` → `eip155:1`), or undefined. */
export const chainOfAccount = (account: string): string | undefined => CAIP10.exec(account)?.[1]
