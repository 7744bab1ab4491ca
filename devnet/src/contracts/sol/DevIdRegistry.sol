// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The devnet's twin of Farcaster's IdRegistry: placed on the devnet's chain 10 at the IdRegistry's Optimism address,
/// it answers the two reads an app makes to check a Sign In With Farcaster signature (custodyOf, idOf). The devnet
/// registers its accounts by writing the two mappings' storage (anvil_setStorageAt; farcaster/idRegistry.ts): there
/// is no register function, so nothing on the chain can change who holds an FID.
contract DevIdRegistry {
    /// Slot 0: the FID a custody address holds (0: none).
    mapping(address => uint256) public idOf;
    /// Slot 1: the custody address of an FID (zero: not registered).
    mapping(uint256 => address) public custodyOf;
}
