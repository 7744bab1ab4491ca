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
  /** Hover or keyboard focus: a chance to prefetch what selecting needs. */
  onIntent?: () => void;
}

/** Keeps the place of an item that is still loading, so that its arrival moves nothing else. */
export interface ActionListPlaceholder {
  key: string;
  placeholder: true;
}

export type ActionListEntry = ActionListItem | ActionListPlaceholder;

export interface ActionListProps {
  items: readonly ActionListEntry[];
  /** Accessible name of the list. */
  label: string;
  layout?: 'list' | 'grid';
  /** Grid only: items per row (the grid's CSS uses the same count). */
  columns?: number;
  /** Focus the first item (or the current one) when the list mounts. */
  autoFocus?: boolean;
  /** True while more items are loading (placeholders are shown). */
  busy?: boolean;
}

export function isPlaceholder(entry: ActionListEntry): entry is ActionListPlaceholder {
  return 'placeholder' in entry;
}

const MIRRORED: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

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
 * move between items, Enter or Space picks one. The active item is tracked by key, so items arriving or leaving
 * around it (a directory page, a search result) never move the focus. Placeholders are skipped.
 */
export function ActionList({
  items,
  label,
  layout = 'list',
  columns = 4,
  autoFocus = false,
  busy = false,
}: ActionListProps) {
  const actionable = items.filter((entry): entry is ActionListItem => !isPlaceholder(entry));
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tagPrefix = useId();
  const found = actionable.findIndex((item) => item.key === activeKey);
  const activeIndex =
    found !== -1
      ? found
      : Math.max(
          0,
          actionable.findIndex((item) => item.current),
        );
  const active = actionable[activeIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = layout === 'grid' ? columns : 1;
    // Left and right follow the reading direction: in a right-to-left locale the next item is on the left.
    const key = event.currentTarget.closest('[dir=rtl]') ? (MIRRORED[event.key] ?? event.key) : event.key;
    const next = nextIndex(key, activeIndex, actionable.length, step);
    const target = next === undefined ? undefined : actionable[next];
    if (!target) return;
    event.preventDefault();
    setActiveKey(target.key);
    buttons.current.get(target.key)?.focus();
  };

  return (
    <ul
      className={`list list--${layout}`}
      aria-label={label}
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        if (isPlaceholder(item)) {
          return (
            <li key={item.key} aria-hidden="true" data-testid="gw-placeholder">
              <span className="item item--placeholder">
                <span className="skeleton skeleton--icon" />
                <span className="skeleton skeleton--text" />
              </span>
            </li>
          );
        }
        const tagId = item.tag ? `${tagPrefix}-${index}` : undefined;
        const isActive = item === active;
        return (
          <li key={item.key}>
            <button
              ref={(element) => {
                if (element) buttons.current.set(item.key, element);
                else buttons.current.delete(item.key);
              }}
              type="button"
              className="item"
              data-testid={item.testId}
              tabIndex={isActive ? 0 : -1}
              aria-current={item.current || undefined}
              aria-describedby={tagId}
              disabled={item.disabled}
              data-autofocus={autoFocus && isActive ? '' : undefined}
              onFocus={(event) => {
                setActiveKey(item.key);
                // The list's own focus on opening is no intent; the keyboard's (focus-visible) is.
                if (event.currentTarget.matches(':focus-visible')) item.onIntent?.();
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
