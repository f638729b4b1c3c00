import type { PublicSettings } from '@industrial/api/settings';
import type { Locale } from '../i18n/locales.ts';
import { previewContent } from '../preview/content.ts';
import { contentApiUrl, freshHeaders } from './api-url.ts';
import { readOnce } from './build-memo.ts';

async function fetchSettings(locale: Locale): Promise<PublicSettings> {
  const url = new URL(`settings?lang=${locale}`, contentApiUrl());
  const response = await fetch(url, { headers: freshHeaders() }).catch((error: Error) => {
    throw new Error(
      `The content API is unreachable at ${url} (${error.message}). Start the API or fix CONTENT_API_URL.`,
    );
  });
  if (!response.ok) throw new Error(`The content API answered ${response.status} for ${url}.`);
  return ((await response.json()) as { data: PublicSettings }).data;
}

/**
 * The company's details (Настройки сайта) in one language, read once per build; a preview reads
 * them afresh, since staff may have saved them since the last one.
 */
export function loadSettings(locale: Locale): Promise<PublicSettings> {
  if (previewContent.getStore()) return fetchSettings(locale);
  return readOnce('settings', `settings:${locale}`, () => fetchSettings(locale));
}

/** The phone's `tel:` link: its digits only. */
export const telLink = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;
