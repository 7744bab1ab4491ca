import {
  amountPrefix,
  formatQuantity,
  type HistoryItem,
  type SentFailure,
  truncateAddress,
} from '@gangway/core';
import { BrandIcon } from '../../../components/BrandIcon/BrandIcon.tsx';
import { VIEW_LABELS } from '../../../viewLabels.ts';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * One transaction: what happened, with whom, the amounts with their token icons, and its status; a failed one sent
 * from the widget says why (reverted, or dropped by the network).
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
  const { metadata } = item;
  const outgoing = metadata.sentFrom.toLowerCase() === address.toLowerCase();
  const counterparty = outgoing ? metadata.sentTo : metadata.sentFrom;
  const visible = item.transfers.filter((transfer) => !transfer.is_spam);
  const first = visible[0];
  const icon = first?.fungible_info?.icon.url ?? first?.nft_info?.content.preview.url ?? undefined;
  const iconName =
    first?.fungible_info?.symbol ?? first?.nft_info?.name ?? VIEW_LABELS.operations[metadata.operationType];
  return (
    <li
      className="activity-item"
      data-testid={`gw-activity-item-${item.id}`}
      data-status={metadata.status}
      data-operation={metadata.operationType}
    >
      <BrandIcon name={iconName} src={icon} size={36} shape="circle" lazy />
      <span className="activity-item__text">
        <span className="activity-item__title">{VIEW_LABELS.operations[metadata.operationType]}</span>
        <span className="activity-item__detail">
          {(outgoing ? VIEW_LABELS.toAddress : VIEW_LABELS.fromAddress)(truncateAddress(counterparty))}
          {' · '}
          <time dateTime={metadata.minedAt}>{time.format(new Date(metadata.minedAt))}</time>
        </span>
        {metadata.status === 'failed' && failure && (
          <span className="activity-item__reason" data-testid="gw-activity-reason">
            {VIEW_LABELS.failures[failure]}
          </span>
        )}
      </span>
      <span className="activity-item__end">
        {visible.map((transfer, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers keep their order.
            key={index}
            className={`activity-item__amount activity-item__amount--${transfer.direction}`}
            data-testid="gw-activity-amount"
          >
            {`${amountPrefix(item, transfer)}${formatQuantity(transfer.quantity.numeric)} ${
              transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
            }`.trim()}
          </span>
        ))}
        <span
          className={`activity-item__status activity-item__status--${metadata.status}`}
          data-testid="gw-activity-status"
        >
          {VIEW_LABELS.statuses[metadata.status]}
        </span>
      </span>
    </li>
  );
}
