import { loadLazyCoreModules } from '@gangway/core/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { LAZY_VIEWS } from '../views/lazyViews.ts';
import { loadView } from '../views/viewRegistry.ts';

// Tells React that updates are wrapped in act() here, as Testing Library does with globals.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Queries run inside the modal's shadow root, which Testing Library cannot pretty-print in its messages.
configure({ getElementError: (message) => new Error(message ?? 'element not found') });

// View chunks and core's lazy modules load on first use; loading them up front keeps tests independent of module
// transform time.
beforeAll(() => Promise.all([...LAZY_VIEWS.map((view) => loadView(view)), loadLazyCoreModules()]));

afterEach(() => {
  // Server-rendering tests run without a DOM.
  if (typeof document === 'undefined') return;
  cleanup();
  for (const element of document.querySelectorAll('gangway-modal')) element.remove();
});
