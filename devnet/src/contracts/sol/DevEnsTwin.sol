// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The devnet's ENS twin on its chain 1: placed at the address viem's `mainnet` names for ENS's Universal Resolver, it
/// answers the two calls viem's ENS actions make (getEnsAddress, getEnsText, getEnsAvatar: resolveWithGateways;
/// getEnsName: reverseWithGateways) with an ERC-3668 OffchainLookup to gangway-server's names gateway, whose answer
/// it returns as is. The gateway's URL is this contract's storage slot 0 (a string), written by the devnet after it
/// places the code (anvil_setCode, anvil_setStorageAt): the server's port is known only then. A devnet stand-in:
/// it trusts its gateway, where a production offchain resolver would check the gateway's signature.
contract DevEnsTwin {
    string public gateway;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    function resolveWithGateways(bytes calldata, bytes calldata, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        _lookup(this.resolveCallback.selector);
    }

    function resolveCallback(bytes calldata response, bytes calldata) external pure returns (bytes memory, address) {
        return abi.decode(response, (bytes, address));
    }

    function reverseWithGateways(bytes calldata, uint256, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        _lookup(this.reverseCallback.selector);
    }

    function reverseCallback(bytes calldata response, bytes calldata)
        external
        pure
        returns (string memory, address, address)
    {
        return abi.decode(response, (string, address, address));
    }

    /// The gateway gets the call itself (msg.data) and answers with the call's ABI-encoded result.
    function _lookup(bytes4 callback) private view {
        string[] memory urls = new string[](1);
        urls[0] = gateway;
        revert OffchainLookup(address(this), urls, msg.data, callback, "");
    }
}
