import type { SocialOption } from '@gangway/protocol';
import { useViewI18n } from '../../../i18n/useViewI18n.ts';
import { SocialIcon } from './socialIcons.tsx';

/** The providers' names, the same in every language. */
export const SOCIAL_NAMES: Record<SocialOption, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
};

export interface SocialButtonsProps {
  providers: readonly SocialOption[];
  /** Called inside the click, so that a popup opened there is not blocked. */
  onSelect: (provider: SocialOption) => void;
  disabled: boolean;
}

/** SPEC §2 Connect: the social method. The first provider gets a wide button, the others a row of icons. */
export function SocialButtons({ providers, onSelect, disabled }: SocialButtonsProps) {
  const { t } = useViewI18n();
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
        {t('continueWith', { name: SOCIAL_NAMES[first] })}
      </button>
      {others.length > 0 && (
        <ul className="socials__row">
          {others.map((provider) => (
            <li key={provider}>
              <button
                type="button"
                className="button button--secondary socials__icon"
                disabled={disabled}
                aria-label={t('continueWith', { name: SOCIAL_NAMES[provider] })}
                title={SOCIAL_NAMES[provider]}
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
