// Send to a name (SPEC §3 Send state: receiverProfileName): an EVM receiver typed as a name is looked up in the
// registry; the address it names is what the transfer goes to.
import { looksLikeName, resolveName } from '@gangway/core/internal';
import { useEffect, useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';

export type ReceiverName =
  | { state: 'none' }
  | { state: 'resolving'; name: string }
  | { state: 'resolved'; name: string; address: string }
  /** No account has the name, or the lookup failed: 'Error resolving name' (SPEC §8). */
  | { state: 'failed'; name: string };

const LOOKUP_DELAY_MS = 300;

export function useReceiverName(typed: string, chainId: number | undefined): ReceiverName {
  const gangway = useGangway();
  const name = chainId !== undefined && looksLikeName(typed) ? typed.trim().toLowerCase() : undefined;
  const [result, setResult] = useState<ReceiverName>({ state: 'none' });
  useEffect(() => {
    if (!name || chainId === undefined) {
      setResult({ state: 'none' });
      return;
    }
    setResult({ state: 'resolving', name });
    let current = true;
    const timer = setTimeout(() => {
      resolveName(gangway, name, chainId).then(
        (address) =>
          current && setResult(address ? { state: 'resolved', name, address } : { state: 'failed', name }),
        () => current && setResult({ state: 'failed', name }),
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [gangway, name, chainId]);
  return result.state !== 'none' && result.name !== name ? { state: 'none' } : result;
}
