// SPDX-License-Identifier: MIT
// Test fixture only: deploys TestSmartWallet with CREATE2, so a wallet's address is known before
// it exists (ERC-6492 counterfactual signatures name this factory and `deploy`'s calldata).
// Stateless, so its runtime code can be placed with anvil_setCode. Compiled by
// scripts/compileContracts.ts.
pragma solidity 0.8.37;

import {TestSmartWallet} from "./TestSmartWallet.sol";

contract TestSmartWalletFactory {
    event WalletDeployed(address indexed wallet, address indexed owner, bytes32 salt);

    /// Deploys the wallet for (owner, salt), or returns it when it already exists.
    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = getAddress(owner, salt);
        if (wallet.code.length > 0) return wallet;
        TestSmartWallet deployed = new TestSmartWallet{salt: salt}(owner);
        require(address(deployed) == wallet, "TestSmartWalletFactory: address mismatch");
        emit WalletDeployed(wallet, owner, salt);
    }

    /// The CREATE2 address of the wallet for (owner, salt), deployed or not.
    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(TestSmartWallet).creationCode, abi.encode(owner)));
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash))))
        );
    }
}
