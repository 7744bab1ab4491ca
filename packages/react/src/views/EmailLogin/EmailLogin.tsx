import { connectEmail, currentView, verifyOtp } from '@gangway/core/internal';
import { ERROR_MESSAGES, failureMessage, type VisitorMessage, visitorMessage } from '@gangway/protocol';
import { useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { LoadedTitle } from '../../modal/LoadedTitle/LoadedTitle.tsx';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import type { ViewProps } from '../lazyViews.ts';
import { emailLoginCss } from './EmailLogin.css.ts';
import { OtpForm } from './OtpForm.tsx';

/**
 * SPEC §4 e-mail login after Connect sent the address: the code mailed (which also verifies a new device); connected,
 * the modal closes. Resend asks again (SPEC §8 'Please try again after N seconds' within 30 s).
 */
export default function EmailLogin({ data }: ViewProps<'EmailLogin'>) {
  useShadowStyles(emailLoginCss);
  const gangway = useGangway();
  const { t, message, ltr } = useViewI18n();
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: VisitorMessage }>();

  const complete = async (otp: string) => {
    setNotice(undefined);
    await verifyOtp(gangway, { otp });
    // A view the connection opened (SIWXSignMessage, UnsupportedChain) stays.
    const modal = gangway.modal.getState();
    if (modal.open && currentView(modal)?.view === 'EmailLogin') gangway.close();
  };

  const resend = async () => {
    setNotice(undefined);
    try {
      await connectEmail(gangway, { email: data.email });
      setNotice({ kind: 'info', text: { code: 'codeResent', text: t('codeResent') } });
    } catch (failure) {
      setNotice({
        kind: 'error',
        text: failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'FRAME_ERROR')),
      });
    }
  };

  return (
    <ViewFrame name="EmailLogin">
      <LoadedTitle>{t('connectWallet')}</LoadedTitle>
      <div className="email-login">
        <p className="email-login__hint" data-testid="gw-email-login-hint">
          {t('codeSentTo', { email: ltr(data.email) })}
        </p>
        <OtpForm label={t('enterCode')} onComplete={complete} />
        <button type="button" className="email-login__resend" onClick={resend} data-testid="gw-email-resend">
          {t('resendCode')}
        </button>
        {notice && (
          <p
            className={`email-login__notice email-login__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
            data-testid="gw-email-login-notice"
          >
            {message(notice.text)}
          </p>
        )}
      </div>
    </ViewFrame>
  );
}
