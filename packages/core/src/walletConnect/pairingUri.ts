// A WalletConnect v2 pairing URI (`wc:{topic}@2?relay-protocol=irn&symKey={key}[&expiryTimestamp={s}]`), read
// before the widget proposes a session over a pairing it did not make (SPEC §2: "Opening with a uri sets that uri").
import { GangwayError } from '@gangway/protocol';

export interface PairingUri {
  uri: string;
  topic: string;
  /** When the pairing ends, epoch ms, if the URI says. */
  expiresAt?: number | undefined;
}

const PAIRING_URI = /^wc:([0-9a-f]{64})@2\?(.+)$/;

function invalid(reason: string): GangwayError {
  return new GangwayError('INVALID_OPTION', { option: 'uri', reason });
}

/** The URI's topic and expiry; INVALID_OPTION for anything that is not a v2 pairing URI over irn. */
export function parsePairingUri(uri: string): PairingUri {
  const match = PAIRING_URI.exec(uri.trim());
  if (!match?.[1] || !match[2]) throw invalid('a WalletConnect v2 pairing URI (wc:…@2?…) is required');
  const params = new URLSearchParams(match[2]);
  if (!/^[0-9a-f]{64}$/.test(params.get('symKey') ?? ''))
    throw invalid('the pairing URI has no valid symKey');
  if (params.get('relay-protocol') !== 'irn') throw invalid('the pairing URI has no relay-protocol=irn');
  const expiry = params.get('expiryTimestamp');
  if (expiry !== null && !/^\d{1,12}$/.test(expiry))
    throw invalid('the pairing URI has an invalid expiryTimestamp');
  return {
    uri: uri.trim(),
    topic: match[1],
    expiresAt: expiry === null ? undefined : Number(expiry) * 1_000,
  };
}
