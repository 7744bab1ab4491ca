import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface ActionListItem {
  key: string;
  label: string;
  icon: ReactNode;
  testId: string;
  /** A short badge (e.g. "Installed"); it describes the button to assistive technology. */
  tag?: string | undefined;
  trailing?: ReactNode;
  /** Marks the current choice (e.g. the active network). */
  current?: boolean;
  disabled?: boolean;
  onSelect(): void;
  /** Hover or focus: a chance to prefetch what selecting needs. */
  onIntent?: () => void;
}

export interface ActionListProps {
  items: readonly ActionListItem[];
  /** Accessible name of the list. */
  label: string;
  layout?: 'list' | 'grid';
  /** Grid only: items per row (the grid's CSS uses the same count). */
  columns?: number;
  /** Focus the first item (or the current one) when the list mounts. */
  autoFocus?: boolean;
}

function nextIndex(key: string, index: number, count: number, step: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + step, count - 1);
    case 'ArrowUp':
      return Math.max(index - step, 0);
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A list (or grid) of buttons with roving focus: Tab enters and leaves it as one stop, arrow keys, Home and End
 * move between items, Enter or Space picks one.
 */
export function ActionList({
  items,
  label,
  layout = 'list',
  columns = 4,
  autoFocus = false,
}: ActionListProps) {
  const initial = Math.max(
    0,
    items.findIndex((item) => item.current),
  );
  const [active, setActive] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tagPrefix = useId();
  const activeIndex = Math.min(active, items.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = layout === 'grid' ? columns : 1;
    const next = nextIndex(event.key, activeIndex, items.length, step);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <ul className={`list list--${layout}`} aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const tagId = item.tag ? `${tagPrefix}-${index}` : undefined;
        return (
          <li key={item.key}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className="item"
              data-testid={item.testId}
              tabIndex={index === activeIndex ? 0 : -1}
              aria-current={item.current || undefined}
              aria-describedby={tagId}
              disabled={item.disabled}
              data-autofocus={autoFocus && index === activeIndex ? '' : undefined}
              onFocus={() => {
                setActive(index);
                item.onIntent?.();
              }}
              onPointerEnter={item.onIntent}
              onClick={item.onSelect}
            >
              {item.icon}
              <span className="item__label">{item.label}</span>
              {item.tag && (
                // Hidden from the name (the wallet's name alone), read as the description instead.
                <span className="item__tag" id={tagId} aria-hidden="true">
                  {item.tag}
                </span>
              )}
              {item.trailing && <span className="item__trailing">{item.trailing}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
