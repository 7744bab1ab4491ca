import { groupByDay, isVisible, sentTransactions, USER_MESSAGES } from '@gangway/core/internal';
import { type ChainNamespace, visitorMessage } from '@gangway/protocol';
import { useCallback, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { useAccount } from '../../../hooks/useAccount.ts';
import { useGangway } from '../../../hooks/useGangway.ts';
import { useNetwork } from '../../../hooks/useNetwork.ts';
import { formatDay } from '../../../i18n/format.ts';
import { useViewI18n } from '../../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../../modal/ModalContext.ts';
import { activityCss } from './Activity.css.ts';
import { ActivityItem } from './ActivityItem.tsx';
import { useHistory } from './useHistory.ts';
import { useLoadAtEnd } from './useLoadAtEnd.ts';

/** SPEC §2 Account, Activity: the account's transactions on the active network, by day, spam hidden (SPEC §5). */
export default function ActivityTab({ namespace }: { namespace: ChainNamespace }) {
  useShadowStyles(activityCss);
  const { t, message, locale } = useViewI18n();
  const { address } = useAccount(namespace);
  const { activeNetwork } = useNetwork();
  const chain = activeNetwork?.caipNetworkId;
  const history = useHistory(address, chain);
  const gangway = useGangway();
  const failures = useStore(
    useMemo(() => sentTransactions(gangway), [gangway]),
    (state) => state.failures,
  );
  const more = useRef<HTMLButtonElement>(null);
  const { loadMore } = history;
  useLoadAtEnd(
    more,
    history.status === 'ready' && history.next !== null && !history.loadingMore,
    useCallback(() => void loadMore(), [loadMore]),
  );
  const days = useMemo(
    () => (chain ? groupByDay(history.items.filter((item) => isVisible(item, chain))) : []),
    [history.items, chain],
  );
  if (!address) return null;

  if (history.status === 'loading') {
    return (
      <div className="activity" aria-busy="true" data-testid="gw-activity-loading">
        <div className="tab-loading">
          <span className="spinner" role="img" aria-label={t('loading')} />
        </div>
      </div>
    );
  }
  if (history.status === 'failed') {
    return (
      <div className="activity-note" data-testid="gw-activity-failed">
        <p className="activity-note__title" role="alert">
          {message(visitorMessage(USER_MESSAGES, 'FAILED_TO_FETCH_TRANSACTIONS'))}
        </p>
        <button
          type="button"
          className="button button--secondary"
          data-testid="gw-activity-retry"
          onClick={history.retry}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="activity" data-testid="gw-activity">
      {days.length === 0 && !history.next ? (
        <div className="activity-note" data-testid="gw-activity-empty">
          <p className="hint">{t('noActivity')}</p>
        </div>
      ) : (
        days.map((day) => (
          <section key={day.day} className="activity-day" aria-label={formatDay(locale, day.day)}>
            <h3 className="activity-day__title">{formatDay(locale, day.day)}</h3>
            <ul className="activity-list">
              {day.items.map((item) => (
                <ActivityItem key={item.id} item={item} address={address} failure={failures[item.id]} />
              ))}
            </ul>
          </section>
        ))
      )}
      {history.next && (
        <button
          ref={more}
          type="button"
          className="button button--secondary activity-more"
          data-testid="gw-activity-more"
          aria-busy={history.loadingMore || undefined}
          disabled={history.loadingMore}
          onClick={() => void history.loadMore()}
        >
          {history.loadingMore ? t('loading') : t('loadMore')}
        </button>
      )}
    </div>
  );
}
