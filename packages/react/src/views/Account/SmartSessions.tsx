import { formatUnits, loadEmbedded, truncateAddress } from '@gangway/core/internal';
import { ERROR_MESSAGES, failureMessage, type SmartSession, visitorMessage } from '@gangway/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { useNetwork } from '../../hooks/useNetwork.ts';
import { formatExact } from '../../i18n/format.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { sectionHeadingCss } from '../sectionHeading.css.ts';

/** Functions the list names; any other shows as its selector. */
const KNOWN_FUNCTIONS: Readonly<Record<string, string>> = {
  '0xa9059cbb': 'transfer',
  '0x095ea7b3': 'approve',
  '0x23b872dd': 'transferFrom',
};
const NATIVE_TRANSFER = '0x00000000';

type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sessions: SmartSession[] };

/**
 * The session keys the embedded smart account granted to apps (features.smartSessions): what each may call, its
 * limits per call and its expiry, with Revoke — approved by the visitor in the frame, then listed revoked.
 */
export default function SmartSessions({ address }: { address: string }) {
  useShadowStyles(sectionHeadingCss);
  const gangway = useGangway();
  const { t, locale } = useViewI18n();
  const { activeNetwork } = useNetwork();
  const symbol = activeNetwork?.nativeCurrency.symbol ?? 'ETH';
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [revoking, setRevoking] = useState<string>();

  const load = useCallback(async () => {
    try {
      const services = await gangway.services();
      if (!services) throw new Error('No server');
      const { listSmartSessions } = await loadEmbedded();
      setListing({ status: 'ready', sessions: await listSmartSessions(services.http, address) });
    } catch {
      setListing({ status: 'failed' });
    }
  }, [gangway, address]);

  useEffect(() => {
    void load();
  }, [load]);

  const revoke = (pci: string) => {
    setRevoking(pci);
    loadEmbedded()
      .then(({ revokeSmartSession }) => revokeSmartSession(gangway, address, pci))
      .then(load, (failure: unknown) =>
        gangway.toast
          .getState()
          .show('error', failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'FRAME_ERROR'))),
      )
      .finally(() => setRevoking(undefined));
  };

  const now = Date.now() / 1000;
  return (
    <section
      className="actions smart-sessions"
      aria-labelledby="gw-smart-sessions"
      data-testid="gw-smart-sessions"
    >
      <h2 className="section-heading" id="gw-smart-sessions">
        {t('sessionKeys')}
      </h2>
      {listing.status === 'loading' && <span className="spinner" role="img" aria-label={t('loading')} />}
      {listing.status === 'failed' && <p className="smart-sessions__note">{t('sessionKeysUnavailable')}</p>}
      {listing.status === 'ready' && listing.sessions.length === 0 && (
        <p className="smart-sessions__note">{t('noSessionKeys')}</p>
      )}
      {listing.status === 'ready' && listing.sessions.length > 0 && (
        <ul className="smart-sessions__list">
          {listing.sessions.map((session) => {
            const live = !session.revokedAt && session.validUntil > now;
            return (
              <li
                key={`${session.chainId}|${session.pci}`}
                className="row smart-session"
                data-testid="gw-smart-session"
              >
                <span className="account-email__text">
                  <span className="account-email__label" dir="ltr">
                    {truncateAddress(session.signer)}
                  </span>
                  {session.permissions.map((permission) => (
                    <span key={`${permission.target}|${permission.selector}`} className="smart-session__line">
                      {t('sessionAllows', {
                        function:
                          permission.selector === NATIVE_TRANSFER
                            ? symbol
                            : (KNOWN_FUNCTIONS[permission.selector] ?? permission.selector),
                        contract: truncateAddress(permission.target),
                      })}
                      {permission.maxValue !== '0' &&
                        ` · ${t('sessionValueLimit', {
                          amount: `${formatExact(locale, formatUnits(BigInt(permission.maxValue), 18))} ${symbol}`,
                        })}`}
                      {permission.amountArgument !== null &&
                        ` · ${t('sessionAmountLimit', { amount: permission.maxAmount })}`}
                    </span>
                  ))}
                  <span className="smart-session__line" data-testid="gw-smart-session-status">
                    {session.revokedAt
                      ? t('sessionRevoked')
                      : live
                        ? t('sessionExpires', {
                            date: new Date(session.validUntil * 1000).toLocaleString(locale),
                          })
                        : t('sessionExpired')}
                  </span>
                </span>
                {live && (
                  <button
                    type="button"
                    className="account-email__update"
                    data-testid="gw-revoke-session"
                    disabled={revoking !== undefined}
                    onClick={() => revoke(session.pci)}
                  >
                    {t('revokeSession')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
