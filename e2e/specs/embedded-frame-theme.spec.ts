// Issue 27: the embedded wallet's frame draws in the widget's theme, live — the system's setting while the integrator
// set no mode, the integrator's mode, and its `--gw-*` variables — on the approval the visitor sees.
import { THEME_TOKENS } from '@gangway/protocol';
import { expect, type Frame, test } from '@playwright/test';
import { requestSignature } from '../support/demoRequests.ts';
import { loginByEmail, uniqueEmail } from '../support/emailLogin.ts';
import { embeddedFrame } from '../support/embeddedFrame.ts';
import { readStack } from '../support/stackInfo.ts';
import { Widget } from '../support/widget.ts';

const stack = readStack();
const VIOLET = '#7048e8';
/** `#rrggbb` as computed styles write it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The frame's theme as its own document has it: the mode and the variables it draws with. */
const frameTheme = (frame: Frame) =>
  frame.evaluate(() => {
    const root = document.documentElement;
    const style = getComputedStyle(root);
    return {
      mode: root.dataset.theme,
      background: style.getPropertyValue('--gw-background').trim(),
      accent: style.getPropertyValue('--gw-accent').trim(),
    };
  });

test("the frame follows the system's setting, the integrator's mode and its variables, live", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(stack.demoUrl);
  await loginByEmail(page, uniqueEmail('theme'));
  const frame = embeddedFrame(page, stack);
  const theme = () => frameTheme(frame);
  await expect.poll(theme).toEqual({
    mode: 'light',
    background: THEME_TOKENS.light.background,
    accent: THEME_TOKENS.light.accent,
  });

  // No mode set by the integrator: the system's setting changing reaches the frame.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(theme).toEqual({
    mode: 'dark',
    background: THEME_TOKENS.dark.background,
    accent: THEME_TOKENS.dark.accent,
  });

  // The integrator's mode wins over the system's; a variable reaches the frame as it changes.
  await page.getByTestId('demo-theme-light').check();
  await expect.poll(async () => (await theme()).mode).toBe('light');
  await page.getByRole('radio', { name: 'Violet' }).check();
  await expect.poll(async () => (await theme()).accent).toBe(VIOLET);

  // Back to the system's setting (dark): the frame follows it again.
  await page.getByTestId('demo-theme-system').check();
  await expect.poll(async () => (await theme()).mode).toBe('dark');

  // The approval the visitor sees draws in it: Approve in the integrator's accent, on the dark background.
  await requestSignature(page, 'Themed request');
  const approval = page.frameLocator('iframe[data-gangway-frame]');
  await expect(approval.getByRole('button', { name: 'Approve' })).toHaveCSS('background-color', rgb(VIOLET));
  await expect(approval.getByRole('region')).toHaveCSS('background-color', rgb(THEME_TOKENS.dark.background));
  await page.screenshot({ path: test.info().outputPath('approval-violet-dark.png') });

  // The system turns light while the approval shows: the frame turns light under the visitor's eyes.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(approval.getByRole('region')).toHaveCSS(
    'background-color',
    rgb(THEME_TOKENS.light.background),
  );
  await expect(approval.getByRole('button', { name: 'Approve' })).toHaveCSS('background-color', rgb(VIOLET));
  await page.screenshot({ path: test.info().outputPath('approval-violet-light.png') });
  await new Widget(page).dialog.getByTestId('gw-modal-close').click();
  await expect(page.getByTestId('demo-request-error')).toContainText('User rejected the request');
});
