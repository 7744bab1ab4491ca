// Test helpers for core's and react's unit tests. Not part of the package's exports: react's Vitest and tsconfig
// reach it through the `@gangway/core/testing` alias.

export * from '../../../protocol/src/testing/walletListing.ts';
export * from './addressTests.ts';
export * from './fakeAdapter.ts';
export * from './fakeFetch.ts';
export * from './lazyModules.ts';
export * from './memoryStorage.ts';
export * from './networks.ts';
