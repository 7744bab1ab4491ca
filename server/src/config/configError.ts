/** A configuration gangway-server cannot start with; the message names the field. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
