import type { ChainNamespace, Nft } from '@gangway/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccount } from '../../../hooks/useAccount.ts';
import { useGangway } from '../../../hooks/useGangway.ts';
import { useNetwork } from '../../../hooks/useNetwork.ts';
import { formatExact } from '../../../i18n/format.ts';
import { useViewI18n } from '../../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../../modal/ModalContext.ts';
import { nftsCss } from './Nfts.css.ts';

interface NftsState {
  status: 'loading' | 'ready' | 'failed';
  items: readonly Nft[];
  next: string | null;
}

/** The ERC-721 and ERC-1155 tokens the account holds on the active network: name and preview image. */
export default function NftsTab({ namespace }: { namespace: ChainNamespace }) {
  useShadowStyles(nftsCss);
  const gangway = useGangway();
  const { t, locale } = useViewI18n();
  const { address } = useAccount(namespace);
  const { activeNetwork } = useNetwork();
  const chainId = activeNetwork?.caipNetworkId;
  const [state, setState] = useState<NftsState>({ status: 'loading', items: [], next: null });
  const key = `${address}|${chainId}`;
  const current = useRef(key);
  current.current = key;

  const load = useCallback(
    async (cursor?: string) => {
      if (!address || !chainId) return;
      const asked = key;
      try {
        const services = await gangway.services();
        if (!services) throw new Error('no server');
        const page = await services.api.getNfts({ address, chainId, cursor });
        if (current.current !== asked) return;
        setState((previous) => ({
          status: 'ready',
          items: cursor ? [...previous.items, ...page.data] : page.data,
          next: page.next,
        }));
      } catch {
        if (current.current === asked) setState({ status: 'failed', items: [], next: null });
      }
    },
    [gangway, address, chainId, key],
  );

  useEffect(() => {
    setState({ status: 'loading', items: [], next: null });
    void load();
  }, [load]);

  if (state.status === 'loading') {
    return (
      <div className="tab-loading" aria-busy="true" data-testid="gw-nfts-loading">
        <span className="spinner" role="img" aria-label={t('loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="activity-note tokens-note" data-testid="gw-nfts-failed">
        <p className="tokens-note__title tokens-note__title--warning" role="alert">
          {t('nftsFailed')}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void load()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (state.items.length === 0) {
    return (
      <div className="tokens-note" data-testid="gw-nfts-empty">
        <p className="hint">{t('noNfts')}</p>
      </div>
    );
  }
  return (
    <div className="nfts" data-testid="gw-nfts">
      <ul className="nft-grid">
        {state.items.map((nft) => (
          <li key={`${nft.collection}:${nft.tokenId}`} className="nft" data-testid={`gw-nft-${nft.tokenId}`}>
            {nft.previewUrl ? (
              <img
                className="nft__image"
                src={nft.previewUrl}
                alt={nft.name}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="nft__image" aria-hidden="true" />
            )}
            <span className="nft__name">
              {nft.name}
              {nft.amount !== '1' && ` ${t('nftCount', { amount: formatExact(locale, nft.amount) })}`}
            </span>
            <span className="nft__collection">{nft.collectionName}</span>
          </li>
        ))}
      </ul>
      {state.next && (
        <button
          type="button"
          className="button button--secondary"
          data-testid="gw-nfts-more"
          onClick={() => void load(state.next ?? undefined)}
        >
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}
