// Base58 behind a module of core's own, so the session wallet loads only it with import().
export { decodeBase58, encodeBase58 } from '@gangway/protocol';
