import {
  ERROR_MESSAGES,
  failureMessage,
  OTP_LENGTH,
  type VisitorMessage,
  visitorMessage,
} from '@gangway/protocol';
import { useId, useState } from 'react';
import { useViewI18n } from '../../i18n/useViewI18n.ts';

export interface OtpFormProps {
  /** Checks the code; a rejection's message is shown and the field is cleared for another try. */
  onComplete: (otp: string) => Promise<void>;
  label: string;
}

const NOT_DIGITS = /\D/g;

/**
 * One field for the mailed code (one-time-code autofill, paste and screen readers all work on a single input); the
 * code is sent as soon as its 6th digit is typed.
 */
export function OtpForm({ onComplete, label }: OtpFormProps) {
  const id = useId();
  const { t, message } = useViewI18n();
  const [value, setValue] = useState('');
  const [error, setError] = useState<VisitorMessage | undefined>();
  const [busy, setBusy] = useState(false);

  const check = async (otp: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await onComplete(otp);
    } catch (failure) {
      setError(failureMessage(failure, visitorMessage(ERROR_MESSAGES, 'FRAME_ERROR')));
      setValue('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="otp">
      <label className="otp__label" htmlFor={`${id}-otp`}>
        {label}
      </label>
      <input
        id={`${id}-otp`}
        className="otp__input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={value}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={busy || undefined}
        data-autofocus=""
        data-testid="gw-otp-input"
        dir="ltr"
        onChange={(event) => {
          const digits = event.target.value.replace(NOT_DIGITS, '').slice(0, OTP_LENGTH);
          setValue(digits);
          if (digits.length === OTP_LENGTH) void check(digits);
        }}
      />
      {busy && <p className="otp__status">{t('checkingCode')}</p>}
      {error && (
        <p className="otp__error" id={`${id}-error`} role="alert" data-testid="gw-otp-error">
          {message(error)}
        </p>
      )}
    </div>
  );
}
