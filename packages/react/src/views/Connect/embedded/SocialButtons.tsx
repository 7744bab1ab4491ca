import type { SocialProvider } from '@gangway/core';
import { VIEW_LABELS } from '../../../viewLabels.ts';
import { SocialIcon } from './socialIcons.tsx';

export interface SocialButtonsProps {
  providers: readonly SocialProvider[];
  /** Called inside the click, so that a popup opened there is not blocked. */
  onSelect: (provider: SocialProvider) => void;
  disabled: boolean;
}

/** SPEC §2 Connect: the social method. The first provider gets a wide button, the others a row of icons. */
export function SocialButtons({ providers, onSelect, disabled }: SocialButtonsProps) {
  const [first, ...others] = providers;
  if (!first) return null;
  return (
    <div className="socials" data-testid="gw-socials">
      <button
        type="button"
        className="button button--secondary socials__wide"
        disabled={disabled}
        data-testid={`gw-social-${first}`}
        onClick={() => onSelect(first)}
      >
        <SocialIcon provider={first} />
        {VIEW_LABELS.continueWith(VIEW_LABELS.socialNames[first])}
      </button>
      {others.length > 0 && (
        <ul className="socials__row">
          {others.map((provider) => (
            <li key={provider}>
              <button
                type="button"
                className="button button--secondary socials__icon"
                disabled={disabled}
                aria-label={VIEW_LABELS.continueWith(VIEW_LABELS.socialNames[provider])}
                title={VIEW_LABELS.socialNames[provider]}
                data-testid={`gw-social-${provider}`}
                onClick={() => onSelect(provider)}
              >
                <SocialIcon provider={provider} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
