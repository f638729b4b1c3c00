import type { SecondStep } from '@industrial/api/schemas/two-factor';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { authProvider } from '../authProvider.ts';
import { translate } from '../i18n/translate.ts';
import { sessionEndedReason } from '../session.ts';
import { LoginField } from './LoginField.tsx';
import './login.css';

const t = (key: string) => translate(`admin.login.${key}`);
// Only accounts with a second factor need it: not part of the sign-in form's download.
const SecondStepScreen = lazy(() => import('./SecondStepScreen.tsx'));

/** Material's visibility icons, drawn here so that the sign-in screen needs no component library. */
const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

/**
 * The sign-in form, on its own: plain React and a little CSS, so that staff can
 * sign in before the back office itself has downloaded. A failure reads 'Ошибка входа' with the
 * server's reason under it; `onSignedIn` then opens the back office.
 */
export function LoginScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // A session that ended elsewhere (disabled, ended from another device…) says so above the form.
  const ended = sessionEndedReason();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      const step = await authProvider.login({
        email: String(form.get('email')),
        password: String(form.get('password')),
      });
      if (step) setSecondStep(step);
      else onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('failed'));
      setSubmitting(false);
    }
  };

  if (secondStep)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SecondStepScreen step={secondStep} onSignedIn={onSignedIn} />
      </Suspense>
    );

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit}>
        <h1>{t('title')}</h1>
        {error === null && ended !== null && (
          <div className="login-notice" role="status">
            <strong>{t('session_ended')}</strong>
            <span>{translate(`admin.api.codes.${ended}`)}</span>
          </div>
        )}
        {error !== null && (
          <div className="login-error" role="alert">
            <strong>{t('failed')}</strong>
            <span>{error}</span>
          </div>
        )}
        <LoginField label={t('email')} type="email" name="email" autoComplete="username" />
        <label className="login-field">
          <span>{t('password')}</span>
          <span className="login-password">
            <input
              type={passwordVisible ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              required
            />
            <button
              type="button"
              aria-label={t(passwordVisible ? 'hide_password' : 'show_password')}
              onClick={() => setPasswordVisible((visible) => !visible)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d={passwordVisible ? EYE_OFF : EYE} />
              </svg>
            </button>
          </span>
        </label>
        <button type="submit" className="login-submit" disabled={submitting}>
          {t(submitting ? 'submitting' : 'submit')}
        </button>
        <a href="/admin/forgot">{t('forgot')}</a>
      </form>
    </main>
  );
}

/** What shows while the back office downloads: a spinner while the session loads. */
export function LoadingScreen() {
  return (
    <div className="login">
      <div className="login-spinner" role="progressbar" aria-label={translate('admin.login.loading')} />
    </div>
  );
}
