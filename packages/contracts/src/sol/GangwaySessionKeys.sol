// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/core/BaseAccount.sol";
import "@account-abstraction/contracts/core/Helpers.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/**
 * Session keys for GangwaySmartAccount: an account grants a key the right to send user operations on its behalf,
 * limited to the calls its permissions list (a contract, a function, a most native value and a most amount per call)
 * and to a time window; the account can revoke it at any time. One instance serves every account: sessions are kept
 * per account (msg.sender), so only an account can grant or revoke its own.
 */
contract GangwaySessionKeys {
    /** `amountArgument` for a permission that caps no argument. */
    uint8 public constant NO_AMOUNT = 255;
    uint256 public constant MAX_PERMISSIONS = 16;

    struct Permission {
        /** The contract the key may call. */
        address target;
        /** The function it may call there; 0x00000000 for a plain transfer of the native currency (no data). */
        bytes4 selector;
        /** The most native currency one call may carry, in wei. */
        uint256 maxValue;
        /** Which uint256 argument of the call (0-based, in 32-byte words after the selector) is capped, or NO_AMOUNT. */
        uint8 amountArgument;
        /** The most that argument may be in one call (an ERC-20 transfer's amount). */
        uint256 maxAmount;
    }

    struct Session {
        address signer;
        uint48 validAfter;
        uint48 validUntil;
        bool revoked;
    }

    mapping(address account => mapping(bytes32 id => Session)) public sessions;
    mapping(address account => mapping(bytes32 id => Permission[])) internal _permissions;
    mapping(address account => uint256) public grantedCount;

    event SessionGranted(
        address indexed account,
        bytes32 indexed id,
        address indexed signer,
        uint48 validAfter,
        uint48 validUntil,
        Permission[] permissions
    );
    event SessionRevoked(address indexed account, bytes32 indexed id);

    /** Grants `signer` a session of the calling account; its id is in SessionGranted. */
    function grant(address signer, uint48 validAfter, uint48 validUntil, Permission[] calldata permissions)
        external
        returns (bytes32 id)
    {
        require(signer != address(0), "GangwaySessionKeys: the session needs a signer");
        require(validUntil > validAfter, "GangwaySessionKeys: the session ends before it starts");
        require(
            permissions.length > 0 && permissions.length <= MAX_PERMISSIONS,
            "GangwaySessionKeys: a session has 1 to 16 permissions"
        );
        id = keccak256(abi.encode(msg.sender, ++grantedCount[msg.sender]));
        sessions[msg.sender][id] = Session(signer, validAfter, validUntil, false);
        Permission[] storage stored = _permissions[msg.sender][id];
        for (uint256 i = 0; i < permissions.length; i++) {
            Permission calldata permission = permissions[i];
            require(
                permission.target != msg.sender && permission.target != address(this),
                "GangwaySessionKeys: a session cannot call the account or this contract"
            );
            stored.push(permission);
        }
        emit SessionGranted(msg.sender, id, signer, validAfter, validUntil, permissions);
    }

    /** Ends a session of the calling account. */
    function revoke(bytes32 id) external {
        Session storage session = sessions[msg.sender][id];
        require(session.signer != address(0), "GangwaySessionKeys: no such session");
        require(!session.revoked, "GangwaySessionKeys: the session is already revoked");
        session.revoked = true;
        emit SessionRevoked(msg.sender, id);
    }

    function permissions(address account, bytes32 id) external view returns (Permission[] memory) {
        return _permissions[account][id];
    }

    /**
     * Called by the account (msg.sender) from validateUserOp for an operation signed with a session key. Reverts, with
     * the reason, on calls the session does not allow; answers SIG_VALIDATION_FAILED for a signature not by the
     * session's key; otherwise the session's time window, which the EntryPoint enforces (AA22).
     */
    function validateSessionUserOp(bytes32 id, bytes calldata callData, bytes32 userOpHash, bytes calldata signature)
        external
        view
        returns (uint256 validationData)
    {
        Session memory session = sessions[msg.sender][id];
        require(session.signer != address(0), "GangwaySessionKeys: no such session");
        require(!session.revoked, "GangwaySessionKeys: the session is revoked");
        _checkCalls(_permissions[msg.sender][id], callData);
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecoverCalldata(userOpHash, signature);
        bool failed = error != ECDSA.RecoverError.NoError || signer != session.signer;
        return _packValidationData(failed, session.validUntil, session.validAfter);
    }

    function _checkCalls(Permission[] storage allowed, bytes calldata callData) private view {
        require(callData.length >= 4, "GangwaySessionKeys: not a call of the account");
        bytes4 selector = bytes4(callData[:4]);
        if (selector == BaseAccount.execute.selector) {
            (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
            _checkCall(allowed, target, value, data);
        } else if (selector == BaseAccount.executeBatch.selector) {
            BaseAccount.Call[] memory calls = abi.decode(callData[4:], (BaseAccount.Call[]));
            for (uint256 i = 0; i < calls.length; i++) _checkCall(allowed, calls[i].target, calls[i].value, calls[i].data);
        } else {
            revert("GangwaySessionKeys: a session may only execute calls");
        }
    }

    function _checkCall(Permission[] storage allowed, address target, uint256 value, bytes memory data) private view {
        bytes4 selector = data.length >= 4 ? bytes4(data) : bytes4(0);
        for (uint256 i = 0; i < allowed.length; i++) {
            Permission storage permission = allowed[i];
            if (permission.target != target || permission.selector != selector) continue;
            require(value <= permission.maxValue, "GangwaySessionKeys: the call carries more value than allowed");
            if (permission.amountArgument != NO_AMOUNT) {
                uint256 offset = 4 + 32 * uint256(permission.amountArgument);
                require(data.length >= offset + 32, "GangwaySessionKeys: the call lacks its amount");
                uint256 amount;
                assembly {
                    amount := mload(add(add(data, 32), offset))
                }
                require(amount <= permission.maxAmount, "GangwaySessionKeys: the amount is more than allowed");
            }
            return;
        }
        revert("GangwaySessionKeys: the session does not allow this call");
    }
}
