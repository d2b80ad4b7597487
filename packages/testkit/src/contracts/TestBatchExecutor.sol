// SPDX-License-Identifier: MIT
// Test fixture only: the EIP-7702 delegate the test wallet gives its account for EIP-5792
// batches. The account, delegated here, calls itself with execute(calls): every call runs in
// order with the account as msg.sender, and the first failure reverts the whole batch (atomic).
// Compiled by scripts/compileContracts.ts.
pragma solidity 0.8.37;

contract TestBatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error CallFailed(uint256 index, bytes reason);
    error OnlySelf();

    // A delegated account still takes plain transfers (and a wallet's 0-value self-transfer cancel).
    receive() external payable {}

    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert OnlySelf();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }
}
