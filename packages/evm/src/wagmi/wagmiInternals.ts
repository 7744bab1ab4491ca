// The one place @gangway/evm reads wagmi beyond its public API. wagmi has no public way to set up a connector that is
// not in config.connectors, nor to give wagmi a connection made and checked elsewhere without a second wallet prompt
// (connect() asks the wallet again, reconnect() drops the config's other connections): the bridge needs the
// config's connector setup and the handlers wagmi attaches to a connected connector. These are not covered by
// semver, so the peer range is pinned to the minor they were checked against (WAGMI_CORE_RANGE, the same as
// package.json's; wagmiInternals.test.ts checks both, and these parts on the installed wagmi).
import { GangwayError } from '@gangway/protocol';
import type { Config } from '@wagmi/core';

/** The @wagmi/core versions whose internals below were checked: package.json's peerDependencies say the same. */
export const WAGMI_CORE_RANGE = '~3.6.5';

export interface WagmiInternals {
  /** Sets up a connector as config.connectors' own are, without listing it there. */
  setup: Config['_internal']['connectors']['setup'];
  /** The handlers wagmi puts on a connected connector's emitter (connect removed, change and disconnect added). */
  events: Config['_internal']['events'];
}

/** The internals of `config`; INVALID_OPTION naming the supported range when a wagmi lacks them. */
export function wagmiInternals(config: Config): WagmiInternals {
  const internal = (config as { _internal?: Partial<Config['_internal']> })._internal;
  const setup = internal?.connectors?.setup;
  const events = internal?.events;
  if (
    typeof setup !== 'function' ||
    typeof events?.connect !== 'function' ||
    typeof events.change !== 'function' ||
    typeof events.disconnect !== 'function'
  ) {
    throw new GangwayError('INVALID_OPTION', {
      option: 'wagmiConfig',
      reason: `@gangway/evm works with @wagmi/core ${WAGMI_CORE_RANGE}, whose config has the connector setup and connection events it uses; this one has not`,
    });
  }
  // wagmi's setup is a closure over the config, not a method: it may be called detached.
  return { setup, events };
}
