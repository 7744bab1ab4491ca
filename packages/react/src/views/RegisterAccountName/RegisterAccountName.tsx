import {
  NameApiError,
  namesApi,
  registerAccountName,
  registrant,
  USER_MESSAGES,
} from '@gangway/core/internal';
import { NAME_LABEL_MIN_LENGTH, type NameSuggestionsResponse, visitorMessage } from '@gangway/protocol';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useGangway } from '../../hooks/useGangway.ts';
import { useViewI18n } from '../../i18n/useViewI18n.ts';
import { useShadowStyles } from '../../modal/ModalContext.ts';
import { ViewFrame } from '../../modal/ViewFrame/ViewFrame.tsx';
import { labelOf, labelProblem } from './nameInput.ts';
import { registerNameCss } from './RegisterAccountName.css.ts';

/** How long typing must pause before the suggestions are asked for (SPEC §9's search wait). */
const LOOKUP_DELAY_MS = 300;

type Lookup =
  | { state: 'idle' }
  | { state: 'checking'; label: string }
  | { state: 'done'; label: string; answer: NameSuggestionsResponse }
  | { state: 'failed'; label: string };

/**
 * SPEC §2, §4, §5 RegisterAccountName: a label checked as it is typed (letters, digits, hyphens, at least 4), its
 * availability and suggestions from gangway-server, then the embedded wallet signs the registration (its
 * ApproveTransaction step returns here) and the name is stored: RegisterAccountNameSuccess, or the reason here.
 */
export default function RegisterAccountName() {
  useShadowStyles(registerNameCss);
  const gangway = useGangway();
  const { t, message } = useViewI18n();
  const id = useId();
  const [label, setLabel] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ name: string; reason: string | undefined } | undefined>();
  const typed = label.trim().toLowerCase();
  const problem = labelProblem(typed);
  const allowed = registrant(gangway) !== undefined;

  useEffect(() => {
    const api = namesApi(gangway);
    if (problem || !api) {
      setLookup({ state: 'idle' });
      return;
    }
    setLookup({ state: 'checking', label: typed });
    let current = true;
    const timer = setTimeout(() => {
      api.suggestions(typed).then(
        (answer) => current && setLookup({ state: 'done', label: typed, answer }),
        () => current && setLookup({ state: 'failed', label: typed }),
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [gangway, typed, problem]);

  const answer = lookup.state === 'done' && lookup.label === typed ? lookup.answer : undefined;
  const [wanted, ...others] = answer?.suggestions ?? [];
  const fullName = answer ? `${typed}.${answer.zone}` : undefined;
  const available = wanted !== undefined && !wanted.registered;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName || !available || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const record = await registerAccountName(gangway, fullName);
      gangway.modal.getState().replace('RegisterAccountNameSuccess', { name: record.name });
    } catch (error) {
      setFailure({ name: fullName, reason: error instanceof NameApiError ? error.reason : undefined });
      gangway.shake.getState().shake();
    } finally {
      setBusy(false);
    }
  };

  const status = failure
    ? undefined
    : typed === ''
      ? { kind: 'hint', text: t('nameRules', { min: NAME_LABEL_MIN_LENGTH }) }
      : problem
        ? { kind: 'error', text: t(problem, { min: NAME_LABEL_MIN_LENGTH }) }
        : lookup.state === 'failed'
          ? { kind: 'error', text: message(visitorMessage(USER_MESSAGES, 'ERROR_FETCHING_NAME_SUGGESTIONS')) }
          : !answer
            ? { kind: 'hint', text: t('nameChecking') }
            : available
              ? { kind: 'available', text: t('nameAvailable', { name: fullName ?? '' }) }
              : { kind: 'error', text: t('nameTaken', { name: fullName ?? '' }) };

  return (
    <ViewFrame name="RegisterAccountName">
      <form className="register-name" onSubmit={submit} noValidate data-testid="gw-register-name-form">
        <p className="headline">{t('chooseAccountName')}</p>
        <p className="register-name__hint">{t('accountNameHint')}</p>
        <label className="sr-only" htmlFor={`${id}-name`}>
          {t('accountName')}
        </label>
        <div className="register-name__field" data-invalid={problem && typed !== '' ? '' : undefined}>
          <input
            id={`${id}-name`}
            className="register-name__input"
            data-testid="gw-register-name-input"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            maxLength={64}
            value={label}
            disabled={busy || !allowed}
            aria-invalid={problem !== undefined && typed !== ''}
            aria-describedby={`${id}-status`}
            onChange={(event) => {
              setLabel(event.target.value);
              setFailure(undefined);
            }}
          />
          {answer && (
            <span className="register-name__zone" dir="ltr">
              .{answer.zone}
            </span>
          )}
        </div>
        <p
          className="register-name__status"
          id={`${id}-status`}
          role={failure || status?.kind === 'error' ? 'alert' : 'status'}
          data-kind={failure ? 'error' : status?.kind}
          data-testid="gw-register-name-status"
        >
          {!allowed
            ? t('nameNeedsEmbedded')
            : failure
              ? `${message(visitorMessage(USER_MESSAGES, 'ERROR_REGISTERING_NAME', { name: failure.name }))}${failure.reason ? `: ${failure.reason}` : ''}`
              : status?.text}
        </p>
        {answer && others.length > 0 && (
          <>
            <p className="register-name__hint">{t('nameSuggestions')}</p>
            <ul className="register-name__suggestions" data-testid="gw-register-name-suggestions">
              {others.map((suggestion) => (
                <li key={suggestion.name}>
                  <button
                    type="button"
                    className="register-name__suggestion"
                    dir="ltr"
                    disabled={busy}
                    onClick={() => setLabel(labelOf(suggestion.name, answer.zone))}
                  >
                    {suggestion.name}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="actions">
          <button
            type="submit"
            className="button button--primary"
            data-testid="gw-register-name-submit"
            disabled={!available || busy || !allowed}
            aria-busy={busy || undefined}
          >
            {busy ? t('nameRegistering') : t('registerName')}
          </button>
        </div>
      </form>
    </ViewFrame>
  );
}
