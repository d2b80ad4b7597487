// Runs the reference's two ERC-1271 vectors (signinwithethereum/siwe test/eip1271.json: Argent
// and Loopring wallets on mainnet) with a local contract standing in for each wallet: anvil on a
// free port, the stand-in's code at the vector's address, and viem's verifyMessage, which checks a
// contract account through ERC-1271's isValidSignature. The stand-in answers the magic value for
// exactly one (hash, signature) pair, held in its storage: the EIP-191 hash of the vector's text
// and the keccak of its signature. So the check passes only when the text we parse and write back
// is byte for byte the text that was signed. Not here: whether the real wallets' code accepts the
// signatures (that needs mainnet state).
import { createServer } from 'node:net'
import { type AnvilNode, rpc, startAnvil } from '@gatehouse/testkit'
import {
  createPublicClient,
  type Hex,
  hashMessage,
  http,
  keccak256,
  recoverMessageAddress,
} from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSiweMessage } from '../buildSiweMessage'
import { parseSiweMessage } from '../parseSiweMessage'
import eip1271 from './signinwithethereum/eip1271.json'

// isValidSignature(bytes32 hash, bytes signature) for any selector, hand-assembled:
//   ok = calldata[4:36] == sload(0) && keccak256(signature) == sload(1)
//   return bytes32(ok ? 0x1626ba7e << 224 : 0)
const STAND_IN_CODE = `0x${[
  '600435', // PUSH1 4, CALLDATALOAD                      hash
  '600054', // PUSH1 0, SLOAD
  '14', // EQ                                               okHash
  '602435', // PUSH1 0x24, CALLDATALOAD                   offset of the bytes (after the selector)
  '600401', // PUSH1 4, ADD                               position of their length
  '8035', // DUP1, CALLDATALOAD                           length, position
  '90602001', // SWAP1, PUSH1 32, ADD                     start, length
  '81', // DUP2                                             length, start, length
  '90', // SWAP1                                            start, length, length
  '600037', // PUSH1 0, CALLDATACOPY                      memory[0:length] = signature
  '600020', // PUSH1 0, SHA3                              keccak256(memory[0:length])
  '60015414', // PUSH1 1, SLOAD, EQ                       okSignature
  '16', // AND
  '631626ba7e02', // PUSH4 0x1626ba7e, MUL
  '60e01b', // PUSH1 224, SHL
  '600052', // PUSH1 0, MSTORE
  '60206000f3', // PUSH1 32, PUSH1 0, RETURN
].join('')}` as Hex

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const slot = (index: number) => `0x${index.toString(16).padStart(64, '0')}`

describe('signinwithethereum ERC-1271 vectors, with a stand-in contract on anvil', () => {
  let anvil: AnvilNode | undefined

  beforeAll(async () => {
    anvil = await startAnvil(1, await freePort())
  })

  afterAll(async () => {
    await anvil?.stop()
  })

  test.each(Object.entries(eip1271))(
    'behavior: %s signs in through ERC-1271',
    async (_, vector) => {
      const node = anvil!
      const fields = parseSiweMessage(vector.message)
      const message = buildSiweMessage(fields)
      expect(message).toBe(vector.message)
      const signature = vector.signature as Hex
      // Not a plain account's signature: only the contract path can accept it.
      const recovered = await recoverMessageAddress({ message, signature }).catch(() => undefined)
      expect(recovered).not.toBe(fields.address)

      await rpc(node.rpcUrl, 'anvil_setCode', [fields.address, STAND_IN_CODE])
      // The stand-in holds the hash of the vector's own text, so accepting our rebuilt message below
      // proves it is the text the wallet signed, byte for byte.
      const signed = hashMessage(vector.message)
      await rpc(node.rpcUrl, 'anvil_setStorageAt', [fields.address, slot(0), signed])
      await rpc(node.rpcUrl, 'anvil_setStorageAt', [fields.address, slot(1), keccak256(signature)])
      const client = createPublicClient({ chain: mainnet, transport: http(node.rpcUrl) })

      const check = (text: string) =>
        client.verifyMessage({ address: fields.address, message: text, signature })
      expect(await check(message)).toBe(true)
      // One character more or less, and the stand-in refuses: it is the exact text that is checked.
      expect(await check(`${message} `)).toBe(false)
      expect(await check(message.replace('Nonce: ', 'Nonce:  '))).toBe(false)
    },
  )
})
