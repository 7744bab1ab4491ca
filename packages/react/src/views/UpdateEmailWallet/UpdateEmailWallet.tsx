import { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from '@gangway/core/internal';
import { useMemo, useState } from 'react';
import { useAccount } from '../../hooks/useAccount.ts';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { LoadedTitle } from '../../modal/LoadedTitle/LoadedTitle.tsx';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { EmailField } from '../Connect/embedded/EmailField.tsx';
import { embeddedMethodsCss } from '../Connect/embedded/EmbeddedMethods.css.ts';
import { emailLoginCss } from '../EmailLogin/EmailLogin.css.ts';
import { OtpForm } from '../EmailLogin/OtpForm.tsx';
import {
  submitAddress,
  submitCode,
  type UpdateEmailCalls,
  type UpdateEmailStep,
} from './updateEmailSteps.ts';

/**
 * SPEC §2, §4 UpdateEmailWallet: the new address, then the code sent to the current address, then the code sent to
 * the new one; the account then carries the new address. SPEC §8 messages (wrong code, address in use, cooldown)
 * show under the field that caused them.
 */
export default function UpdateEmailWallet() {
  useShadowStyles(embeddedMethodsCss);
  useShadowStyles(emailLoginCss);
  const gangway = useGangway();
  const { t, ltr } = useViewI18n();
  const current = useAccount().state.user?.email ?? '';
  const [state, setState] = useState<UpdateEmailStep>({ step: 'address' });
  const calls = useMemo<UpdateEmailCalls>(
    () => ({
      updateEmail: (params) => updateEmail(gangway, params),
      updateEmailPrimaryOtp: (params) => updateEmailPrimaryOtp(gangway, params),
      updateEmailSecondaryOtp: (params) => updateEmailSecondaryOtp(gangway, params),
    }),
    [gangway],
  );
  const onCode = async (otp: string) => setState(await submitCode(calls, state, otp));

  return (
    <ViewFrame name="UpdateEmailWallet">
      <LoadedTitle>{t('updateEmail')}</LoadedTitle>
      <div className="email-login">
        {state.step === 'address' && (
          <>
            <p className="email-login__hint" data-testid="gw-update-email-current" dir="ltr">
              {current}
            </p>
            <EmailField
              label={t('newEmailLabel')}
              autoFocus
              disabled={false}
              onSubmit={async (newEmail) => setState(await submitAddress(calls, newEmail))}
            />
          </>
        )}
        {(state.step === 'primary' || state.step === 'secondary') && (
          <>
            <p className="email-login__hint" data-testid="gw-update-email-hint">
              {state.step === 'primary'
                ? t('primaryCodeSentTo', { email: ltr(current) })
                : t('secondaryCodeSentTo', { email: ltr(state.newEmail) })}
            </p>
            <OtpForm key={state.step} label={t('enterCode')} onComplete={onCode} />
          </>
        )}
        {state.step === 'done' && (
          <>
            <p className="email-login__hint" role="status" data-testid="gw-update-email-done">
              {t('emailUpdated', { email: ltr(state.email) })}
            </p>
            <button
              type="button"
              className="button button--primary"
              data-autofocus=""
              onClick={() => gangway.modal.getState().back()}
            >
              {t('done')}
            </button>
          </>
        )}
      </div>
    </ViewFrame>
  );
}
