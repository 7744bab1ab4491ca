import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core on the dialog only (the host page and the dev wallet's panel are not the widget). */
export async function expectNoViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).include('gangway-modal').analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations in ${view}`).toEqual([]);
  expect(results.passes.length, `axe checked ${view}`).toBeGreaterThan(0);
}

/**
 * axe-core on the dialog in the dark theme, then the light one, each once the dialog has taken the theme (its host's
 * data-theme) and its colours have eased into it (no CSS transition left running): axe must see the theme, not the
 * way to it.
 */
export async function expectNoViolationsInBothThemes(page: Page, view: string) {
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((expected) => {
      const modal = document.querySelector('gangway-modal');
      if (modal?.getAttribute('data-theme') !== expected) return false;
      return !modal.shadowRoot?.getAnimations().some((animation) => animation instanceof CSSTransition);
    }, theme);
    await expectNoViolations(page, `${view} (${theme})`);
  }
}
