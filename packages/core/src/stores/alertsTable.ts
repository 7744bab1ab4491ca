// SPEC §8's alert table behind a module of core's own, so alertStore loads only it with import().
export { ALERTS } from '@gangway/protocol';
