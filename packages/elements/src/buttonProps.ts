import { isChainNamespace } from '@gangway/protocol';
import type { ResponsiveFlag } from '@gangway/react';

/** `balance="hide"` / `network-name="show"`: a plain page's words for the React props' flags; absent is the default. */
function flag(value: string | null): ResponsiveFlag | undefined {
  if (value === 'hide') return false;
  if (value === 'show') return true;
  return undefined;
}

/** The React props an element's attributes give (unknown values fall back to the defaults). */
export function buttonProps(element: HTMLElement) {
  const namespace = element.getAttribute('namespace');
  return {
    label: element.getAttribute('label') ?? undefined,
    showBalance: flag(element.getAttribute('balance')),
    showName: flag(element.getAttribute('network-name')),
    namespace: namespace && isChainNamespace(namespace) ? namespace : undefined,
  };
}
