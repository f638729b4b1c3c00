import type { InputHTMLAttributes } from 'react';

/** A labelled, required input of the sign-in screens. */
export function LoginField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="login-field">
      <span>{label}</span>
      <input {...input} required />
    </label>
  );
}
