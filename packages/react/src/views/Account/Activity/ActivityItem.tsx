import { amountPrefix, type SentFailure, truncateAddress } from '@gangway/core/internal';
import type { HistoryItem, OperationType, TransactionStatus } from '@gangway/protocol';
import { BrandIcon } from '../../../components/BrandIcon/BrandIcon.tsx';
import { formatDateTime, formatItemTime, formatSignedQuantity } from '../../../i18n/format.ts';
import type { ViewKey } from '../../../i18n/messages.ts';
import { useViewI18n } from '../../../i18n/useViewI18n.ts';

const OPERATIONS = {
  send: 'operationSend',
  receive: 'operationReceive',
  execute: 'operationExecute',
  approve: 'operationApprove',
  mint: 'operationMint',
  burn: 'operationBurn',
  deposit: 'operationDeposit',
  withdraw: 'operationWithdraw',
  trade: 'operationTrade',
  claim: 'operationClaim',
  borrow: 'operationBorrow',
  repay: 'operationRepay',
} as const satisfies Record<OperationType, ViewKey>;
const STATUSES = {
  pending: 'statusPending',
  confirmed: 'statusConfirmed',
  failed: 'statusFailed',
} as const satisfies Record<TransactionStatus, ViewKey>;
const FAILURES = {
  reverted: 'failureReverted',
  dropped: 'failureDropped',
  declined: 'failureDeclined',
} as const satisfies Record<SentFailure, ViewKey>;

/**
 * One transaction: what happened, with whom and when, the amounts with their token icons, and its status; a failed
 * one sent from the widget says why (reverted, or dropped by the network). The title and the counterparty wrap, an
 * amount's asset name is cut with an ellipsis (its full text in the tooltip): nothing runs into anything at the
 * modal's width, in any language.
 */
export function ActivityItem({
  item,
  address,
  failure,
}: {
  item: HistoryItem;
  address: string;
  failure?: SentFailure;
}) {
  const { t, locale, ltr } = useViewI18n();
  const { metadata } = item;
  const outgoing = metadata.sentFrom.toLowerCase() === address.toLowerCase();
  const counterparty = ltr(truncateAddress(outgoing ? metadata.sentTo : metadata.sentFrom));
  const visible = item.transfers.filter((transfer) => !transfer.is_spam);
  const first = visible[0];
  const operation = t(OPERATIONS[metadata.operationType]);
  const icon = first?.fungible_info?.icon.url ?? first?.nft_info?.content.preview.url ?? undefined;
  const iconName = first?.fungible_info?.symbol ?? first?.nft_info?.name ?? operation;
  return (
    <li
      className="activity-item"
      data-testid={`gw-activity-item-${item.id}`}
      data-status={metadata.status}
      data-operation={metadata.operationType}
    >
      <BrandIcon name={iconName} src={icon} size={36} shape="circle" lazy />
      <span className="activity-item__text">
        <span className="activity-item__title">{operation}</span>
        <span className="activity-item__detail">
          <span>{t(outgoing ? 'toAddress' : 'fromAddress', { address: counterparty })}</span>
          <time dateTime={metadata.minedAt} title={formatDateTime(locale, metadata.minedAt)}>
            {formatItemTime(locale, metadata.minedAt)}
          </time>
        </span>
        {metadata.status === 'failed' && failure && (
          <span className="activity-item__reason" data-testid="gw-activity-reason">
            {t(FAILURES[failure])}
          </span>
        )}
      </span>
      <span className="activity-item__end">
        {visible.map((transfer, index) => {
          const value = formatSignedQuantity(locale, transfer.quantity.numeric, amountPrefix(item, transfer));
          const asset = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '';
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers keep their order.
              key={index}
              className={`activity-item__amount activity-item__amount--${transfer.direction}`}
              data-testid="gw-activity-amount"
              dir="ltr"
              title={`${value} ${asset}`.trim()}
            >
              <span className="activity-item__value">{value}</span>{' '}
              {asset && <span className="activity-item__asset">{asset}</span>}
            </span>
          );
        })}
        <span
          className={`activity-item__status activity-item__status--${metadata.status}`}
          data-testid="gw-activity-status"
        >
          {t(STATUSES[metadata.status])}
        </span>
      </span>
    </li>
  );
}
