import type { Tokens } from '@industrial/api/schemas/auth';
import type { SecondStep } from '@industrial/api/schemas/two-factor';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { apiFetch } from '../apiClient.ts';
import { translate } from '../i18n/translate.ts';
import { storeTokens } from '../session.ts';
import { LoginField } from './LoginField.tsx';
import SecondStepScreen from './SecondStepScreen.tsx';
import './login.css';

const t = (key: string, options?: Record<string, unknown>) => translate(`admin.login.${key}`, options);
const reason = (failure: unknown) =>
  failure instanceof Error && failure.message ? failure.message : t('failed');

/** The card the sign-in screens share: a title, a refusal if any, the fields and one button. */
function Card({ title, error, children }: { title: string; error: string | null; children: ReactNode }) {
  return (
    <>
      <h1>{title}</h1>
      {error !== null && (
        <div className="login-error" role="alert">
          <span>{error}</span>
        </div>
      )}
      {children}
    </>
  );
}

/** "Забыли пароль?": asks for a reset link; the answer is the same whether the address exists or not. */
export function ForgotScreen() {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setSending(true);
    setError(null);
    try {
      await apiFetch('/auth/forgot', { method: 'POST', body: JSON.stringify({ email }), anonymous: true });
      setSent(true);
    } catch (failure) {
      setError(reason(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <main className="login">
      <form className="login-card" onSubmit={submit}>
        <Card title={t('forgot_title')} error={error}>
          {sent ? (
            <p role="status">{t('forgot_sent')}</p>
          ) : (
            <>
              <p>{t('forgot_intro')}</p>
              <LoginField label={t('email')} type="email" name="email" autoComplete="username" />
              <button type="submit" className="login-submit" disabled={sending}>
                {t('forgot_submit')}
              </button>
            </>
          )}
          <a href="/admin/login">{t('back_to_login')}</a>
        </Card>
      </form>
    </main>
  );
}

/**
 * An invitation's or a reset link's page: the token is in the address's fragment (never sent to
 * a server); the person chooses a password, twice, and is signed in.
 */
export function ChoosePasswordScreen({
  kind,
  onSignedIn,
}: {
  kind: 'invitation' | 'reset';
  onSignedIn: () => void;
}) {
  const [token] = useState(() => location.hash.slice(1));
  const [saving, setSaving] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const [error, setError] = useState<string | null>(token ? null : translate('admin.api.codes.link.invalid'));
  // Whose password this is: named as soon as the link is read; a link no longer usable says so at once.
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    apiFetch<{ email: string }>(`/auth/${kind}/account`, {
      method: 'POST',
      body: JSON.stringify({ token }),
      anonymous: true,
    }).then(
      ({ json }) => setEmail(json.email),
      (failure) => setError(reason(failure)),
    );
  }, [kind, token]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    if (form.get('password') !== form.get('repeat')) {
      setError(translate('admin.account.mismatch'));
      return;
    }
    setSaving(true);
    try {
      const { json } = await apiFetch<Tokens | SecondStep>(`/auth/${kind}`, {
        method: 'POST',
        body: JSON.stringify({ token, password: form.get('password') }),
        anonymous: true,
      });
      // The password is set; a second factor, when the account has or needs one, still follows.
      if ('secondFactor' in json) setSecondStep(json);
      else {
        storeTokens(json);
        onSignedIn();
      }
    } catch (failure) {
      setError(reason(failure));
      setSaving(false);
    }
  };
  if (secondStep) return <SecondStepScreen step={secondStep} onSignedIn={onSignedIn} />;
  return (
    <main className="login">
      <form className="login-card" onSubmit={submit}>
        <Card title={t(`${kind}_title`)} error={error}>
          {email && <p>{t(`${kind}_for`, { email })}</p>}
          <p>{t('password_rules')}</p>
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
          <LoginField label={t('new_password')} type="password" name="password" autoComplete="new-password" />
          <LoginField
            label={t('repeat_password')}
            type="password"
            name="repeat"
            autoComplete="new-password"
          />
          <button type="submit" className="login-submit" disabled={saving || !token}>
            {t('save_password')}
          </button>
          <a href="/admin/forgot">{t('new_link')}</a>
        </Card>
      </form>
    </main>
  );
}
