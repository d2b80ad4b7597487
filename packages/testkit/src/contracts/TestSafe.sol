// SPDX-License-Identifier: MIT
// Test fixture only: a Safe-like multisig account. Owners and a threshold fixed at deployment;
// ERC-1271 validates messages the way a Safe (with its compatibility fallback handler) does: the
// signature is `threshold` 65-byte owner ECDSA signatures, concatenated in ascending owner order,
// over the EIP-712 SafeMessage hash of the given hash. Any owner may execute a call (the
// approvals are collected off-chain by the test host). Compiled by scripts/compileContracts.ts.
pragma solidity 0.8.37;

contract TestSafe {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    uint256 internal constant HALF_N =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;
    // keccak256("EIP712Domain(uint256 chainId,address verifyingContract)"), as in Safe 1.3+.
    bytes32 internal constant DOMAIN_SEPARATOR_TYPEHASH =
        0x47e79534a245952e8b16893a336b85a3d9ea9fa8c573f3d803afb92a79469218;
    // keccak256("SafeMessage(bytes message)")
    bytes32 internal constant SAFE_MSG_TYPEHASH =
        0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca;

    address[] internal owners;
    mapping(address => bool) public isOwner;
    uint256 public immutable threshold;

    event ExecutionSuccess(address indexed to, uint256 value);

    constructor(address[] memory owners_, uint256 threshold_) payable {
        require(threshold_ > 0 && threshold_ <= owners_.length, "threshold");
        for (uint256 i = 0; i < owners_.length; i++) {
            require(owners_[i] != address(0) && !isOwner[owners_[i]], "owner");
            isOwner[owners_[i]] = true;
            owners.push(owners_[i]);
        }
        threshold = threshold_;
    }

    receive() external payable {}

    function getOwners() external view returns (address[] memory) {
        return owners;
    }

    function getThreshold() external view returns (uint256) {
        return threshold;
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_SEPARATOR_TYPEHASH, block.chainid, address(this)));
    }

    /// The EIP-712 hash the owners sign for a message hash (Safe's getMessageHash).
    function getMessageHash(bytes32 hash) public view returns (bytes32) {
        bytes32 safeMessageHash =
            keccak256(abi.encode(SAFE_MSG_TYPEHASH, keccak256(abi.encode(hash))));
        return keccak256(abi.encodePacked(bytes1(0x19), bytes1(0x01), domainSeparator(), safeMessageHash));
    }

    /// An owner executes a call the owners approved; it reverts when the call fails, so the
    /// receipt of a failing Safe transaction is a failed one.
    function execTransaction(address to, uint256 value, bytes calldata data) external returns (bool) {
        require(isOwner[msg.sender], "not an owner");
        (bool success,) = to.call{value: value}(data);
        require(success, "execution failed");
        emit ExecutionSuccess(to, value);
        return true;
    }

    /// An owner executes several approved calls as one transaction (what a Safe does with a batch,
    /// through MultiSend): all take effect, or, when one fails, none does.
    function execTransactions(address[] calldata to, uint256[] calldata value, bytes[] calldata data)
        external
        returns (bool)
    {
        require(isOwner[msg.sender], "not an owner");
        require(to.length == value.length && to.length == data.length, "lengths");
        for (uint256 i = 0; i < to.length; i++) {
            (bool success,) = to[i].call{value: value[i]}(data[i]);
            require(success, "execution failed");
            emit ExecutionSuccess(to[i], value[i]);
        }
        return true;
    }

    /// ERC-1271: 0x1626ba7e when `signatures` holds `threshold` owner signatures, ascending by
    /// owner, over getMessageHash(hash); otherwise 0xffffffff.
    function isValidSignature(bytes32 hash, bytes calldata signatures) external view returns (bytes4) {
        if (signatures.length != threshold * 65) return INVALID;
        bytes32 dataHash = getMessageHash(hash);
        address last = address(0);
        for (uint256 i = 0; i < threshold; i++) {
            bytes calldata sig = signatures[i * 65:(i + 1) * 65];
            bytes32 r = bytes32(sig[0:32]);
            bytes32 s = bytes32(sig[32:64]);
            uint8 v = uint8(sig[64]);
            if (v < 27) v += 27;
            if (v != 27 && v != 28) return INVALID;
            if (uint256(s) > HALF_N) return INVALID;
            address signer = ecrecover(dataHash, v, r, s);
            if (signer <= last || !isOwner[signer]) return INVALID;
            last = signer;
        }
        return MAGIC_VALUE;
    }
}
