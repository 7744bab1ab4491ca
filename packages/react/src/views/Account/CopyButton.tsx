import { USER_MESSAGES } from '@gangway/core/internal';
import { visitorMessage } from '@gangway/protocol';
import { useEffect, useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { CheckIcon } from '../../modal/icons.tsx';
import { CopyIcon } from './accountIcons.tsx';

const COPIED_FEEDBACK_MS = 1_500;

/** Copies an address, says so in a toast and shows a check for a moment. */
export function CopyButton({ text, testId, label }: { text: string; testId: string; label?: string }) {
  const gangway = useGangway();
  const { t } = useViewI18n();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        gangway.toast.getState().show('success', visitorMessage(USER_MESSAGES, 'ADDRESS_COPIED'));
      },
      () => undefined,
    );
  };
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label ?? t('copyAddress')}
      data-testid={testId}
      onClick={copy}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
