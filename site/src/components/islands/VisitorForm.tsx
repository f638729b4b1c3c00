import { sha256 } from '@noble/hashes/sha2.js';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { type ReactNode, type SubmitEvent, useId, useRef, useState } from 'react';

/**
 * The texts of a form in the page's language (keys `request.*` of the dictionaries; the application
 * form replaces some with its `application.*` ones).
 */
// A type, not an interface: the section builds it from the dictionary with Object.fromEntries.
export type VisitorFormLabels = {
  name: string;
  company: string;
  optional: string;
  phone: string;
  email: string;
  contactHint: string;
  message: string;
  attachment: string;
  attachmentHint: string;
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  honeypot: string;
  submit: string;
  sending: string;
  success: string;
  errorsSummary: string;
  nameRequired: string;
  nameTooLong: string;
  contactRequired: string;
  phoneInvalid: string;
  emailInvalid: string;
  messageRequired: string;
  messageTooLong: string;
  consentRequired: string;
  fileTooLarge: string;
  fileType: string;
  /** Only where the file is required (a CV). */
  fileRequired?: string;
  tooMany: string;
  rejected: string;
  offline: string;
  offlineCall: string;
  offlineWrite: string;
};

export interface VisitorFormProps {
  locale: string;
  labels: VisitorFormLabels;
  /** The privacy policy the consent links to: its page, and the version built into this one. */
  privacy: { href: string; version: number };
  contacts: { phone: string; phoneHref: string; email: string };
  limits: {
    name: number;
    company: number;
    phone: number;
    email: number;
    message: number;
    attachment: number;
  };
}

/** What makes one form of the site differ from another: where it goes and what it asks. */
export interface FormKind {
  /** The API route the form posts to. */
  endpoint: '/api/requests' | '/api/applications';
  /** The multipart field of the file, the kinds offered, and whether one must be attached. */
  file: { field: 'attachment' | 'cv'; accept: string; required: boolean };
  /** Whether the form asks for a company (a customer does, a candidate does not). */
  company: boolean;
  /** Fields sent as they are, beside what the visitor types (the vacancy applied to). */
  extra?: Record<string, string>;
}

/** What one form adds to the shared one (the request form: the item asked about, the visit's source). */
export interface FormAdditions {
  /** Shown above the fields. */
  header?: ReactNode;
  /** Fields read when the form is sent, beside `kind.extra`. */
  send?: () => Record<string, string>;
  /** The page's words for the API's refusals by their code, where the form has its own. */
  refusals?: Record<string, string>;
}

type Field = 'name' | 'company' | 'phone' | 'email' | 'message' | 'attachment' | 'consent';
type Errors = Partial<Record<Field, string>>;
type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string }
  | { kind: 'offline' };

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,}$/;

/** SHA-256 of salt + counter, synchronous: many times faster than awaiting WebCrypto per attempt. */
async function deriveKey(_parameters: unknown, salt: Uint8Array, password: Uint8Array) {
  const data = new Uint8Array(salt.length + password.length);
  data.set(salt);
  data.set(password, salt.length);
  return { derivedKey: sha256(data) };
}

/** Thrown when the API cannot be reached at all, or a proxy answers for it. */
class Unreachable extends Error {}

async function callApi(url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new Unreachable();
  }
  const isJson = response.headers.get('content-type')?.includes('json');
  if (response.status >= 500 || !isJson) throw new Unreachable();
  return response;
}

/** The solved proof of work the API asks for, as the `proof` field. */
async function proofOfWork(): Promise<string> {
  const response = await callApi('/api/requests/challenge', { cache: 'no-store' });
  if (!response.ok) throw response;
  const challenge = (await response.json()).data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Unreachable();
  return JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
}

/**
 * A form of the site (the request form of the home and contacts pages, a vacancy's application
 * form). It checks the fields in the page's language, solves the server's proof-of-work challenge,
 * and posts the form (with its file) to the API; when the API cannot be reached it says so and
 * offers the phone and e-mail instead.
 */
export function VisitorForm({
  locale,
  labels,
  privacy,
  contacts,
  limits,
  kind,
  header,
  send,
  refusals = {},
}: VisitorFormProps & { kind: FormKind } & FormAdditions) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const status = useRef<HTMLDivElement>(null);

  function check(data: FormData): Errors {
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const found: Errors = {};
    if (!text('name')) found.name = labels.nameRequired;
    else if (text('name').length > limits.name) found.name = labels.nameTooLong;
    const phone = text('phone');
    const email = text('email');
    if (!phone && !email) found.phone = labels.contactRequired;
    if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6 || phone.length > limits.phone))
      found.phone = labels.phoneInvalid;
    if (email && (!EMAIL.test(email) || email.length > limits.email)) found.email = labels.emailInvalid;
    if (!text('message')) found.message = labels.messageRequired;
    else if (text('message').length > limits.message) found.message = labels.messageTooLong;
    const file = data.get('attachment');
    if (file instanceof File && file.size > limits.attachment) found.attachment = labels.fileTooLarge;
    else if (kind.file.required && !(file instanceof File && file.size > 0))
      found.attachment = labels.fileRequired ?? labels.fileType;
    if (!data.get('consent')) found.consent = labels.consentRequired;
    return found;
  }

  function show(next: Outcome) {
    setOutcome(next);
    // The status region is announced; moving focus there also brings it into view.
    if (next.kind !== 'sending') requestAnimationFrame(() => status.current?.focus());
  }

  /** The API's refusal, in the page's language: a field's own message where the API names one. */
  async function explain(response: Response): Promise<void> {
    if (response.status === 429) {
      const minutes = Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? 60) / 60));
      return show({ kind: 'failed', message: labels.tooMany.replace('{minutes}', String(minutes)) });
    }
    if (response.status === 413) return setFieldErrors({ attachment: labels.fileTooLarge });
    if (response.status === 415) return setFieldErrors({ attachment: labels.fileType });
    const answer = await response.json().catch(() => ({}));
    const refusal = refusals[String(answer?.code)];
    if (refusal) return show({ kind: 'failed', message: refusal });
    const message = String(answer?.message ?? '');
    const named = (['name', 'phone', 'email', 'message', 'consent', kind.file.field] as const).find((name) =>
      message.startsWith(name),
    );
    // The API names the file by its multipart field; the form's own input is `attachment`.
    const field = (named === kind.file.field ? 'attachment' : named) as Field | undefined;
    if (field) return setFieldErrors(check(new FormData(form.current ?? undefined)), field);
    return show({ kind: 'failed', message: labels.rejected });
  }

  function setFieldErrors(found: Errors, fallback?: Field) {
    const fallbackMessage: Record<Field, string> = {
      name: labels.nameRequired,
      company: labels.nameTooLong,
      phone: labels.phoneInvalid,
      email: labels.emailInvalid,
      message: labels.messageRequired,
      attachment: labels.fileType,
      consent: labels.consentRequired,
    };
    const all = Object.keys(found).length || !fallback ? found : { [fallback]: fallbackMessage[fallback] };
    setErrors(all);
    setOutcome({ kind: 'idle' });
    const first = Object.keys(all)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const data = new FormData(event.currentTarget);
    const found = check(data);
    if (Object.keys(found).length) return setFieldErrors(found);
    setErrors({});
    show({ kind: 'sending' });

    const body = new FormData();
    for (const name of ['name', ...(kind.company ? ['company'] : []), 'phone', 'email', 'message', 'website'])
      body.append(name, String(data.get(name) ?? '').trim());
    for (const [name, value] of Object.entries({ ...kind.extra, ...send?.() }))
      if (value) body.append(name, value);
    body.append('consent', 'true');
    body.append('locale', locale);
    // The version of the policy the visitor was shown, which they agree to.
    body.append('policyVersion', String(privacy.version));
    try {
      body.append('proof', await proofOfWork());
      const file = data.get('attachment');
      if (file instanceof File && file.size > 0) body.append(kind.file.field, file, file.name);
      const response = await callApi(kind.endpoint, { method: 'POST', body });
      if (response.ok) {
        form.current?.reset();
        return show({ kind: 'sent' });
      }
      return await explain(response);
    } catch (error) {
      if (error instanceof Response) return await explain(error);
      return show({ kind: 'offline' });
    }
  }

  const fieldId = (name: Field) => `${id}-${name}`;
  const errorId = (name: Field) => `${id}-${name}-error`;
  const described = (name: Field, hint?: string) =>
    [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined;
  /** The attributes that tie a checked field to its label, its hint and its error message. */
  const checked = (name: Field, hint?: string) => ({
    id: fieldId(name),
    name,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': described(name, hint),
  });
  const fieldError = (name: Field) =>
    errors[name] ? (
      <p className="field-error" id={errorId(name)}>
        {errors[name]}
      </p>
    ) : null;
  const sending = outcome.kind === 'sending';

  return (
    <form ref={form} className="request-form" noValidate onSubmit={submit} aria-busy={sending}>
      {Object.keys(errors).length > 0 && (
        <p className="form-summary" role="alert">
          {labels.errorsSummary}
        </p>
      )}
      {header}
      <div className="form-grid">
        <div className="field">
          <label htmlFor={fieldId('name')}>{labels.name}</label>
          <input {...checked('name')} autoComplete="name" required maxLength={limits.name} />
          {fieldError('name')}
        </div>
        {kind.company && (
          <div className="field">
            <label htmlFor={fieldId('company')}>
              {labels.company} <span className="field-optional">{labels.optional}</span>
            </label>
            <input
              id={fieldId('company')}
              name="company"
              autoComplete="organization"
              maxLength={limits.company}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={fieldId('phone')}>{labels.phone}</label>
          <input
            {...checked('phone', `${id}-contact-hint`)}
            type="tel"
            autoComplete="tel"
            maxLength={limits.phone}
          />
          {fieldError('phone')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('email')}>{labels.email}</label>
          <input
            {...checked('email', `${id}-contact-hint`)}
            type="email"
            autoComplete="email"
            maxLength={limits.email}
          />
          {fieldError('email')}
        </div>
      </div>
      <p className="field-hint" id={`${id}-contact-hint`}>
        {labels.contactHint}
      </p>
      <div className="field">
        <label htmlFor={fieldId('message')}>{labels.message}</label>
        <textarea {...checked('message')} rows={5} required maxLength={limits.message} />
        {fieldError('message')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('attachment')}>
          {labels.attachment}{' '}
          {!kind.file.required && <span className="field-optional">{labels.optional}</span>}
        </label>
        <input
          {...checked('attachment', `${id}-attachment-hint`)}
          type="file"
          accept={kind.file.accept}
          required={kind.file.required}
        />
        <p className="field-hint" id={`${id}-attachment-hint`}>
          {labels.attachmentHint}
        </p>
        {fieldError('attachment')}
      </div>
      {/* The honeypot: out of sight and out of the tab order, so only a robot fills it in. */}
      <div className="request-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{labels.honeypot}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="field field-check">
        <input {...checked('consent')} type="checkbox" value="true" required />
        <label htmlFor={fieldId('consent')}>
          {labels.consentBefore}
          <a href={privacy.href}>{labels.consentLink}</a>
          {labels.consentAfter}
        </label>
        {fieldError('consent')}
      </div>
      <button type="submit" className="button button-accent" disabled={sending}>
        {sending ? labels.sending : labels.submit}
      </button>
      <div ref={status} className="request-status" role="status" tabIndex={-1}>
        {outcome.kind === 'sent' && <p className="request-success">{labels.success}</p>}
        {outcome.kind === 'failed' && <p className="request-failure">{outcome.message}</p>}
        {outcome.kind === 'offline' && (
          <div className="request-failure">
            <p>{labels.offline}</p>
            <p>
              {labels.offlineCall} <a href={contacts.phoneHref}>{contacts.phone}</a>
              {' · '}
              {labels.offlineWrite} <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
