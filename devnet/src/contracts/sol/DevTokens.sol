// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Shared ledger for the devnet tokens. Holders get their balance at deployment; the deployer
/// may mint more (liquidity seeding, test set-up).
abstract contract DevTokenLedger {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    address public immutable minter;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address[] memory holders, uint256 amountEach) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        minter = msg.sender;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "DevToken: caller is not the minter");
        _mint(to, amount);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        require(to != address(0), "DevToken: transfer to the zero address");
        uint256 held = balanceOf[from];
        require(held >= amount, "DevToken: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = held - amount;
        }
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _spendAllowance(address owner, address spender, uint256 amount) internal {
        uint256 allowed = allowance[owner][spender];
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "DevToken: insufficient allowance");
            unchecked {
                allowance[owner][spender] = allowed - amount;
            }
        }
    }

    function _approve(address owner, address spender, uint256 amount) internal {
        allowance[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }
}

/// A standard ERC-20: transfer, transferFrom and approve return true.
contract DevToken is DevTokenLedger {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address[] memory holders, uint256 amountEach)
        DevTokenLedger(name_, symbol_, decimals_, holders, amountEach)
    {}

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _move(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }
}

/// Behaves like mainnet USDT: transfer, transferFrom and approve return no data at all, so a
/// caller that decodes a bool from the return data fails.
contract NoReturnToken is DevTokenLedger {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address[] memory holders, uint256 amountEach)
        DevTokenLedger(name_, symbol_, decimals_, holders, amountEach)
    {}

    function transfer(address to, uint256 amount) external {
        _move(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external {
        _spendAllowance(from, msg.sender, amount);
        _move(from, to, amount);
    }

    function approve(address spender, uint256 amount) external {
        _approve(msg.sender, spender, amount);
    }
}
