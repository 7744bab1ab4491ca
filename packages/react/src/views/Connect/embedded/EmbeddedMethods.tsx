// The e-mail and social methods of the Connect view (SPEC §2, §9), in their own chunk: pages whose project turns
// both off never load them.
import type { SocialProvider } from '@gangway/core';
import { useShadowStyles } from '../../../modal/ModalContext.ts';
import { VIEW_LABELS } from '../../../viewLabels.ts';
import { EmailField } from './EmailField.tsx';
import { embeddedMethodsCss } from './EmbeddedMethods.css.ts';
import { SocialButtons } from './SocialButtons.tsx';

export interface EmbeddedMethodsProps {
  /** The methods in the configured order; the wallets follow them, after an "or". */
  methods: readonly ('email' | 'social')[];
  socials: readonly SocialProvider[];
  onEmail: (email: string) => Promise<void>;
  onSocial: (provider: SocialProvider) => void;
  disabled: boolean;
  autoFocus: boolean;
  /** Whether the wallet list comes after these methods. */
  dividerAfter: boolean;
}

export default function EmbeddedMethods({
  methods,
  socials,
  onEmail,
  onSocial,
  disabled,
  autoFocus,
  dividerAfter,
}: EmbeddedMethodsProps) {
  useShadowStyles(embeddedMethodsCss);
  return (
    <div className="embedded-methods">
      {methods.map((method, index) =>
        method === 'email' ? (
          <EmailField
            key={method}
            onSubmit={onEmail}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
          />
        ) : (
          <SocialButtons key={method} providers={socials} onSelect={onSocial} disabled={disabled} />
        ),
      )}
      {dividerAfter && (
        <p className="or-divider" aria-hidden="true">
          {VIEW_LABELS.orDivider}
        </p>
      )}
    </div>
  );
}
