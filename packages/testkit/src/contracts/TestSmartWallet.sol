// SPDX-License-Identifier: MIT
// Test fixture only: the smallest ERC-1271 smart-contract wallet. One owner, fixed at deployment;
// a signature is valid for a hash iff it is the owner's canonical 65-byte ECDSA signature over
// exactly that hash (r ‖ s ‖ v, low s, v 27/28 or 0/1). Compiled by scripts/compileContracts.ts.
pragma solidity 0.8.37;

contract TestSmartWallet {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    // secp256k1n / 2: a larger s is the malleated twin of a valid signature (EIP-2).
    uint256 internal constant HALF_N =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// ERC-1271: 0x1626ba7e when `signature` is the owner's over `hash`, else 0xffffffff.
    function isValidSignature(bytes32 hash, bytes calldata signature)
        external
        view
        returns (bytes4)
    {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (v != 27 && v != 28) return INVALID;
        if (uint256(s) > HALF_N) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        if (signer == address(0) || signer != owner) return INVALID;
        return MAGIC_VALUE;
    }
}
