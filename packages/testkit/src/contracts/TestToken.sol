// SPDX-License-Identifier: MIT
// Test fixture only: a plain ERC-20 for wallet_watchAsset and token balances on the local chains.
// Name, symbol and decimals are constants in the code, and there is no constructor work, so the
// runtime can be placed with anvil_setCode at a fixed address (like Multicall3); balances are
// seeded with anvil_setStorageAt (balanceOf is slot 0, allowance slot 1, totalSupply slot 2).
// Compiled by scripts/compileContracts.ts.
pragma solidity 0.8.37;

contract TestToken {
    string public constant name = "Gatehouse Test Token";
    string public constant symbol = "GHT";
    uint8 public constant decimals = 6;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        require(to != address(0), "zero address");
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
