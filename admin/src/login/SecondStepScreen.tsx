import type { Tokens } from '@industrial/api/schemas/auth';
import type { NewFactor, SecondStep } from '@industrial/api/schemas/two-factor';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../apiClient.ts';
import { translate } from '../i18n/translate.ts';
import { storeTokens } from '../session.ts';
import { LoginField } from './LoginField.tsx';
import './login.css';

const t = (key: string) => translate(`admin.two_factor.${key}`);
const reason = (failure: unknown) =>
  failure instanceof Error && failure.message ? failure.message : translate('admin.login.failed');
const AuthenticatorQr = lazy(() => import('../account/AuthenticatorQr.tsx'));

/**
 * The second step of a sign-in, after a correct password: a code from the authenticator app (or a
 * recovery code); or, when the role requires a factor the account lacks, its set-up, which ends
 * with the recovery codes shown once. Loaded only when a sign-in needs it.
 */
export default function SecondStepScreen({ step, onSignedIn }: { step: SecondStep; onSignedIn: () => void }) {
  const [factor, setFactor] = useState<NewFactor | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const setup = step.secondFactor === 'setup';
  // After an administrator reset the factor, the set-up starts with the code they handed over.
  const [setupCode, setSetupCode] = useState<string | undefined>(undefined);
  const askSetupCode = setup && step.setupCodeRequired === true && !factor;

  const begin = (code?: string) =>
    apiFetch<NewFactor>('/auth/two-factor/sign-in/setup', {
      method: 'POST',
      body: JSON.stringify({ ticket: step.ticket, setupCode: code }),
      anonymous: true,
    });

  useEffect(() => {
    if (!setup || step.setupCodeRequired || started.current) return;
    started.current = true;
    begin().then(
      ({ json }) => setFactor(json),
      (failure: unknown) => setError(reason(failure)),
    );
  });

  const submitSetupCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('setupCode')).trim();
    setSubmitting(true);
    setError(null);
    try {
      setFactor((await begin(code)).json);
      setSetupCode(code);
    } catch (failure) {
      setError(reason(failure));
    }
    setSubmitting(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).trim();
    setSubmitting(true);
    setError(null);
    try {
      const { json } = await apiFetch<Tokens & { recoveryCodes?: string[] }>(
        `/auth/two-factor/${setup ? 'sign-in/enable' : 'sign-in'}`,
        { method: 'POST', body: JSON.stringify({ ticket: step.ticket, code, setupCode }), anonymous: true },
      );
      storeTokens(json);
      if (json.recoveryCodes) setRecoveryCodes(json.recoveryCodes);
      else onSignedIn();
    } catch (failure) {
      setError(reason(failure));
      setSubmitting(false);
    }
  };

  if (recoveryCodes)
    return (
      <main className="login">
        <div className="login-card">
          <h1>{t('recovery_title')}</h1>
          <p>{t('recovery_intro')}</p>
          <ul className="login-codes" aria-label={t('recovery_title')}>
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <button type="button" className="login-submit" onClick={onSignedIn}>
            {t('recovery_done')}
          </button>
        </div>
      </main>
    );

  const failed = error !== null && (
    <div className="login-error" role="alert">
      <strong>{translate('admin.login.failed')}</strong>
      <span>{error}</span>
    </div>
  );

  if (askSetupCode)
    return (
      <main className="login">
        <form className="login-card" onSubmit={submitSetupCode}>
          <h1>{t('setup_title')}</h1>
          {failed}
          <p>{t('setup_code_intro')}</p>
          <LoginField label={t('setup_code')} name="setupCode" autoComplete="off" autoFocus />
          <button type="submit" className="login-submit" disabled={submitting}>
            {t('setup_code_submit')}
          </button>
          <a href="/admin/login">{translate('admin.login.back_to_login')}</a>
        </form>
      </main>
    );

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit}>
        <h1>{t(setup ? 'setup_title' : 'code_title')}</h1>
        {failed}
        {setup && (
          <>
            <p>{t('setup_required')}</p>
            <p>{t('scan')}</p>
            {factor && (
              <>
                <Suspense fallback={null}>
                  <AuthenticatorQr uri={factor.uri} label={t('qr')} />
                </Suspense>
                <label className="login-field">
                  <span>{t('secret')}</span>
                  <output className="login-secret">{factor.secret}</output>
                </label>
              </>
            )}
          </>
        )}
        <LoginField
          label={t('code')}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          aria-describedby={setup ? undefined : 'code-hint'}
        />
        {!setup && <small id="code-hint">{t('code_hint')}</small>}
        <button type="submit" className="login-submit" disabled={submitting || (setup && !factor)}>
          {t('submit')}
        </button>
        <a href="/admin/login">{translate('admin.login.back_to_login')}</a>
      </form>
    </main>
  );
}
