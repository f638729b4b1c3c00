import {
  itemSection,
  type Locale,
  type Resource,
  resources,
  type SlugField,
  suggestSlug,
} from '@industrial/api/content';
import { TextInput, useResourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLock } from '../roles.ts';
import { LanguageColumns } from './LocalizedTextInput.tsx';
import { kindRule } from './validation.ts';

/** The item's page under each language's prefix, as the declaration names it: `/en/news/`, or `/en/` at the root. */
function pagePrefix(resource: Resource, locale: Locale): string {
  const section = itemSection(resources[resource].pages);
  return `${locale === 'ru' ? '' : `/${locale}`}/${section ? `${section}/` : ''}`;
}

/**
 * The readable address of the item's page in each language. Left empty, it is made from the title
 * in that language on save; the hint shows the address that would be made, and the page's whole
 * address. A translator writes the English and Kazakh ones.
 */
export function SlugInput({ source, field }: { source: string; field: SlugField }) {
  const resource = useResourceContext() as Resource;
  const translate = useTranslate();
  const locked = useLock();
  const title = useWatch({ name: field.from }) as Partial<Record<Locale, string>> | undefined;
  const slugs = useWatch({ name: source }) as Partial<Record<Locale, string>> | undefined;
  const rule = kindRule(field);
  return (
    <LanguageColumns
      source={source}
      render={(locale, label) => {
        const written = slugs?.[locale]?.trim();
        const suggested = suggestSlug(title?.[locale] ?? '');
        const shown = written || suggested;
        return (
          <TextInput
            source={`${source}.${locale}`}
            label={label}
            validate={(value: unknown) => {
              const message = rule({
                [locale]: typeof value === 'string' ? value.trim().toLowerCase() : value,
              });
              return message ? { message, args: { field: label } } : undefined;
            }}
            placeholder={suggested || undefined}
            helperText={
              shown
                ? translate(written ? 'admin.slug.address' : 'admin.slug.made', {
                    address: `${pagePrefix(resource, locale)}${shown}`,
                  })
                : translate(locale === 'ru' ? 'admin.slug.empty' : 'admin.slug.russian')
            }
            readOnly={locked(locale)}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none', maxLength: 100 } }}
            fullWidth
          />
        );
      }}
    />
  );
}
