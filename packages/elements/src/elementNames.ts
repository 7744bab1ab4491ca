/** The custom elements a plain page writes; each renders the @gangway/react button of the same name. */
export const ELEMENT_NAMES = {
  button: 'gangway-button',
  connect: 'gangway-connect-button',
  account: 'gangway-account-button',
  network: 'gangway-network-button',
} as const;

export type ElementKind = keyof typeof ELEMENT_NAMES;

/** Attributes a page may set; a change re-renders the button. */
export const OBSERVED_ATTRIBUTES = ['label', 'balance', 'network-name', 'namespace'] as const;
