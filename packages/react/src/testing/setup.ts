import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tells React that updates are wrapped in act() here, as Testing Library does with globals.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  for (const element of document.querySelectorAll('gangway-modal')) element.remove();
});
