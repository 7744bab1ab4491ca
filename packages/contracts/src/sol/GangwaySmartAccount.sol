// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "./GangwaySessionKeys.sol";

/**
 * The embedded wallet's smart account: SimpleAccount (EntryPoint v0.8) with ERC-1271 signatures and session keys.
 *
 * ERC-1271: the owner signs, as EIP-712 typed data, the hash to verify wrapped in this account's domain (its address
 * and the chain id), so a signature made for one of the owner's accounts, or on one chain, proves nothing for another.
 *
 * A user operation is signed by the owner (65 bytes over the userOpHash, as SimpleAccount), or by a session key:
 * SESSION_SIGNATURE_PREFIX ‖ abi.encode(sessionId, signature), checked by GangwaySessionKeys.
 */
contract GangwaySmartAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("GangwaySmartAccountMessage(bytes32 hash)");
    bytes32 private constant NAME_HASH = keccak256("Gangway Smart Account");
    bytes32 private constant VERSION_HASH = keccak256("1");
    bytes4 public constant SESSION_SIGNATURE_PREFIX = 0x5e551011;

    GangwaySessionKeys public immutable sessionKeys;

    constructor(IEntryPoint anEntryPoint, GangwaySessionKeys aSessionKeys) SimpleAccount(anEntryPoint) {
        sessionKeys = aSessionKeys;
    }

    /** What the owner signs for `hash` (EIP-712: GangwaySmartAccountMessage in this account's domain). */
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domainSeparator =
            keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
        return MessageHashUtils.toTypedDataHash(domainSeparator, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecoverCalldata(replaySafeHash(hash), signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        bytes calldata signature = userOp.signature;
        if (signature.length > 4 && bytes4(signature[:4]) == SESSION_SIGNATURE_PREFIX) {
            (bytes32 sessionId, bytes memory sessionSignature) = abi.decode(signature[4:], (bytes32, bytes));
            return sessionKeys.validateSessionUserOp(sessionId, userOp.callData, userOpHash, sessionSignature);
        }
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecoverCalldata(userOpHash, signature);
        if (error != ECDSA.RecoverError.NoError || signer != owner) return SIG_VALIDATION_FAILED;
        return SIG_VALIDATION_SUCCESS;
    }
}
