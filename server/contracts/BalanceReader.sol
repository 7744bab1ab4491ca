// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Deployless reader: never deployed. Its creation code runs inside an `eth_call` with no `to`, and the
/// constructor returns the answer in place of runtime code, so it works on any EVM node without a
/// predeployed Multicall3 and without state-override support.
contract BalanceReader {
    struct Call {
        address target;
        bytes data;
    }

    struct Result {
        bool success;
        bytes data;
    }

    /// Returns abi.encode(account.balance, Result[]): the native balance and one result per call.
    constructor(address account, Call[] memory calls) {
        Result[] memory results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.staticcall(calls[i].data);
            results[i] = Result(success, data);
        }
        bytes memory answer = abi.encode(account.balance, results);
        assembly {
            return(add(answer, 32), mload(answer))
        }
    }
}
