import { connectEmail, verifyOtp } from '@gangway/core/embedded';
import { useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { VIEW_LABELS } from '../../viewLabels.ts';
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
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string }>();

  const complete = async (otp: string) => {
    setNotice(undefined);
    await verifyOtp(gangway, { otp });
    gangway.close();
  };

  const resend = async () => {
    setNotice(undefined);
    try {
      await connectEmail(gangway, { email: data.email });
      setNotice({ kind: 'info', text: VIEW_LABELS.codeResent });
    } catch (failure) {
      setNotice({ kind: 'error', text: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  return (
    <ViewFrame name="EmailLogin">
      <div className="email-login">
        <p className="email-login__hint" data-testid="gw-email-login-hint">
          {VIEW_LABELS.codeSentTo(data.email)}
        </p>
        <OtpForm label={VIEW_LABELS.enterCode} onComplete={complete} />
        <button type="button" className="email-login__resend" onClick={resend} data-testid="gw-email-resend">
          {VIEW_LABELS.resendCode}
        </button>
        {notice && (
          <p
            className={`email-login__notice email-login__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
            data-testid="gw-email-login-notice"
          >
            {notice.text}
          </p>
        )}
      </div>
    </ViewFrame>
  );
}
