import type { Field } from '@industrial/api/content';

/**
 * The Russian name of a choice's option: the declaration's own where visitors read the names too (a
 * vacancy's employment type, named once for the admin and the site), else the back office's
 * (`resources.<resource>.choices.<field>.<option>`).
 */
export function choiceName(
  translate: (key: string) => string,
  resource: string,
  source: string,
  field: Field | undefined,
  option: string,
): string {
  const declared = field?.kind === 'choice' ? field.names?.[option]?.ru : undefined;
  return declared ?? translate(`resources.${resource}.choices.${source}.${option}`);
}
