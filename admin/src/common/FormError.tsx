import { Alert } from '@mui/material';
import { createContext, useEffect, useRef, useState } from 'react';
import { HttpError, type RaRecord, useTranslate } from 'react-admin';
import { type StaleSave, staleSave } from './failedSave.ts';

/**
 * The reason the last save or load failed, shown above the form. `reveal` counts the
 * failures: each new one brings the message into view and gives it focus (see `useRevealed`).
 */
export function FormError({ message, reveal = 0 }: { message: string | null; reveal?: number }) {
  const ref = useRevealed<HTMLDivElement>(reveal);
  if (!message) return null;
  return (
    <Alert ref={ref} tabIndex={-1} severity="error" sx={{ m: 2 }} role="alert">
      {message}
    </Alert>
  );
}

/**
 * For a message that has just appeared above a long form: whoever clicked its save button at the
 * bottom would not see it. Each time `revision` changes (a count of failures; 0 is none yet), the
 * element the ref is given is scrolled to the middle of the screen and focused, so the eye and a
 * screen reader both land on it. The element needs `tabIndex={-1}`.
 */
export function useRevealed<T extends HTMLElement>(revision: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (revision === 0 || !element) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [revision]);
  return ref;
}

/** An error's own message when it has one, else the spec's fallback text. */
export function reasonOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** How many saves of the open form have failed: the form re-arms its leave warning on each. */
export const SaveFailures = createContext(0);

/**
 * What a create or edit screen needs to show its save failure above the form: the message, whether
 * someone else saved the record meanwhile (409), and the `transform` / `mutationOptions` that clear
 * them when a save starts and set them when one fails. The form keeps what was typed either way.
 */
export function useSaveError(prepare: (record: Partial<RaRecord>) => Record<string, unknown>) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<StaleSave | null>(null);
  const [failures, setFailures] = useState(0);
  return {
    error,
    stale,
    failures,
    transform: (record: Partial<RaRecord>) => {
      setError(null);
      setStale(null);
      return prepare(record);
    },
    mutationOptions: {
      onError: (failure: unknown) => {
        setFailures((count) => count + 1);
        if (failure instanceof HttpError && failure.status === 409) return setStale(staleSave(failure));
        setError(reasonOf(failure, translate('admin.form.save_failed')));
      },
    },
  };
}
