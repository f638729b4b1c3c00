// Not the whole content declaration: the sign-in screen loads this module.
import type { AnswerCode } from '@industrial/api/error-codes';
import { LOCALES } from '@industrial/api/locale';
import { translate } from './i18n/translate.ts';

/**
 * The API's failure body: `code` names the rule that was broken, `params` what it is about. A code
 * this back office has no wording for (from a newer API) is worded by the status instead.
 */
export interface ApiFailure {
  error?: string;
  message?: string;
  code?: AnswerCode;
  params?: Record<string, string | number | { field: string; code: AnswerCode }[]>;
}

/**
 * A failed call in the back office's language. The API words its messages in English for
 * developers; staff read the Russian text for its rule (`admin.api.codes.*`), or for the status
 * when the rule is one the back office does not know.
 */
export function describeFailure(status: number, body: ApiFailure | null, path: string): string {
  const byStatus = translate(`admin.api.status.${Math.min(status, 500)}`, {
    _: translate('admin.api.status.other', { status }),
  });
  if (!body?.code) return byStatus;
  return translate(`admin.api.codes.${body.code}`, { ...wordParams(body.params ?? {}, path), _: byStatus });
}

/**
 * Each field a refusal names (one, or `params.fields` when several are wrong) with what is wrong
 * with it in Russian, keyed as the form names its inputs (`name.ru`): a form marks them all red.
 */
export function fieldErrors(body: ApiFailure | null, path: string): Record<string, string> {
  const { params = {}, code } = body ?? {};
  const named = Array.isArray(params.fields)
    ? params.fields
    : typeof params.field === 'string' && code
      ? [{ field: params.field, code }]
      : [];
  return Object.fromEntries(
    named.map(({ field, code: rule }) => [
      field,
      translate(`admin.api.codes.${rule}`, {
        ...wordParams({ ...params, field }, path),
        _: translate('admin.api.status.400'),
      }),
    ]),
  );
}

/** The failure's parameters as staff read them: a field by its label, sizes in megabytes, a wait in minutes. */
function wordParams(
  params: NonNullable<ApiFailure['params']>,
  path: string,
): Record<string, string | number> {
  const worded: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) if (!Array.isArray(value)) worded[name] = value;
  if (typeof params.field === 'string') worded.field = fieldLabel(params.field, path);
  if (typeof params.limit === 'number') {
    worded.megabytes = Math.round((params.limit / 1024 / 1024) * 10) / 10;
    worded.megapixels = Math.round(params.limit / 1_000_000);
  }
  if (typeof params.retryAfter === 'number') worded.wait = waitFor(params.retryAfter);
  return worded;
}

/** A wait as the site's form words it: seconds up to a minute, whole minutes above ('15 мин'). */
function waitFor(seconds: number): string {
  return seconds > 60
    ? translate('admin.api.wait.minutes', { count: Math.ceil(seconds / 60) })
    : translate('admin.api.wait.seconds', { count: Math.max(1, Math.ceil(seconds)) });
}

/** `name.en` on /products reads 'Название (EN)'; `info.ru[2]` reads 'Производимая продукция (RU)'. */
function fieldLabel(field: string, path: string): string {
  const [name = field, locale] = field.split(/[.[\]]/);
  const resource = path.split(/[/?]/)[1];
  const label = translate(`resources.${resource}.fields.${name}`, { _: name });
  return LOCALES.includes(locale as never)
    ? translate('admin.form.language_label', { field: label, language: locale?.toUpperCase() })
    : label;
}

/** A message put inside another sentence ('Ошибка загрузки изображения: файл больше 10 МБ.'). */
export function asClause(message: string): string {
  return message.charAt(0).toLowerCase() + message.slice(1).replace(/\.$/, '');
}
