// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A user operation as EntryPoint v0.7 and v0.8 hand it to a paymaster (ERC-4337's PackedUserOperation).
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// The devnet's paymaster: it pays for a user operation whose paymasterData carries the sponsor's signature over
/// the operation, the chain, this paymaster and a validity window (a "verifying paymaster"). One is deployed per
/// EntryPoint; the devnet's sponsorship service (pm_getPaymasterData) holds the sponsor's key.
///
/// paymasterAndData: paymaster (20 bytes) | verification gas limit (16) | post-op gas limit (16) | validUntil (6) |
/// validAfter (6) | signature (65). A wrong signature fails validation without reverting, so a bundler can estimate
/// gas with a stub.
contract DevPaymaster {
    address public immutable entryPoint;
    address public immutable sponsor;

    uint256 private constant GAS_LIMITS_END = 52;
    uint256 private constant WINDOW_END = 64;
    uint256 private constant SIGNATURE_LENGTH = 65;
    uint256 private constant SIG_VALIDATION_FAILED = 1;
    // Half the secp256k1 order: a larger s is the malleable twin of another signature (EIP-2).
    uint256 private constant MAX_S = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    constructor(address entryPoint_, address sponsor_) {
        entryPoint = entryPoint_;
        sponsor = sponsor_;
    }

    function validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        require(msg.sender == entryPoint, "DevPaymaster: only the EntryPoint");
        bytes calldata data = userOp.paymasterAndData;
        require(data.length == WINDOW_END + SIGNATURE_LENGTH, "DevPaymaster: bad paymasterData length");
        uint48 validUntil = uint48(bytes6(data[GAS_LIMITS_END:GAS_LIMITS_END + 6]));
        uint48 validAfter = uint48(bytes6(data[GAS_LIMITS_END + 6:WINDOW_END]));
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", sponsorshipHash(userOp, validUntil, validAfter))
        );
        uint256 failed = recover(digest, data[WINDOW_END:]) == sponsor ? 0 : SIG_VALIDATION_FAILED;
        // An empty context: the EntryPoint calls no postOp.
        return ("", failed | (uint256(validUntil) << 160) | (uint256(validAfter) << 208));
    }

    /// What the sponsor signs (as an EIP-191 message): everything in the operation but its paymaster data and
    /// signature, the paymaster's gas limits, and where and when the sponsorship holds.
    function sponsorshipHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                bytes32(userOp.paymasterAndData[20:GAS_LIMITS_END]),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (uint256(bytes32(signature[32:64])) > MAX_S) return address(0);
        return ecrecover(digest, uint8(signature[64]), bytes32(signature[0:32]), bytes32(signature[32:64]));
    }
}
