export * from './address.ts';
export * from './bitcoinAddress.ts';
export * from './ids.ts';
export * from './namespaces.ts';
