// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "./GangwaySmartAccount.sol";

/**
 * Deploys GangwaySmartAccounts (an ERC1967 proxy per owner and salt) at addresses known before deployment. Unlike
 * SimpleAccountFactory v0.8, anyone may call createAccount: the account it makes is fixed by its arguments, and an
 * ERC-6492 verifier (viem's verifyMessage) deploys the account this way to check a signature made before deployment.
 */
contract GangwaySmartAccountFactory {
    GangwaySmartAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint, GangwaySessionKeys sessionKeys) {
        accountImplementation = new GangwaySmartAccount(anEntryPoint, sessionKeys);
    }

    /** Deploys the account of `owner` and `salt`, or returns it when it exists. */
    function createAccount(address owner, uint256 salt) external returns (GangwaySmartAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return GangwaySmartAccount(payable(account));
        return GangwaySmartAccount(payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initCall(owner))));
    }

    /** The address createAccount(owner, salt) gives, deployed or not. */
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(type(ERC1967Proxy).creationCode, abi.encode(address(accountImplementation), _initCall(owner)))
            )
        );
    }

    function _initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
