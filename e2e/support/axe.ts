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
