import type { Locale, TextField } from '@industrial/api/content';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput, useResourceContext, useTranslate } from 'react-admin';
import { useLock } from '../roles.ts';
import { TranslationHint } from '../translations/TranslationHint.tsx';
import { declaredField } from './declarations.ts';
import { LOCALES, languageTag } from './languages.ts';
import { altText, optionalText, requiredText } from './validation.ts';

interface LocalizedTextInputProps {
  source: string;
  multiline?: boolean;
  rows?: number;
  /** Its declaration, where the resource's fields do not name it (a block's text: `values.2.title`). */
  field?: DeclaredText;
  /** Its label, where the resource's messages do not name it. */
  label?: string;
}

/**
 * One translatable text, edited side by side in ru, en and kk, with the length and the required
 * Russian that the resource's declaration gives it, and the resource's hint under it if it has one;
 * English and Kazakh say when their translation is missing or outdated.
 */
export function LocalizedTextInput({
  source,
  multiline = false,
  rows,
  field,
  label,
}: LocalizedTextInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const declared = field ?? declaredText(resource, source);
  const locked = useLock();
  const hint = translate(`resources.${resource}.hints.${source}`, { _: '' });
  const columns = (
    <LanguageColumns
      source={source}
      label={label}
      render={(locale, label) => (
        <TextInput
          source={`${source}.${locale}`}
          label={label}
          validate={validation(declared, locale)}
          multiline={multiline}
          minRows={rows}
          readOnly={locked(locale)}
          fullWidth
        />
      )}
    />
  );
  return <WithHint hint={hint}>{columns}</WithHint>;
}

/** A field's language columns with, when there is one, a hint under them all. */
export function WithHint({ hint, children }: { hint?: ReactNode; children: ReactNode }) {
  return hint ? (
    <Box sx={{ width: '100%' }}>
      {children}
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {hint}
      </Typography>
    </Box>
  ) : (
    children
  );
}

/**
 * A translatable field of the resource, one column per language: `render` gives each language's
 * input its label; English and Kazakh say under it when their translation is missing or outdated.
 */
export function LanguageColumns({
  source,
  label: named,
  render,
}: {
  source: string;
  /** The field's label, when it is not the resource's message for `source`. */
  label?: string | undefined;
  render: (locale: Locale, label: string) => ReactNode;
}) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const field = named ?? translate(`resources.${resource}.fields.${source}`);
  return (
    <Box sx={languageColumns}>
      {LOCALES.map((locale) => {
        const label = translate('admin.form.language_label', { field, language: languageTag(locale) });
        return (
          <div key={locale}>
            {render(locale, label)}
            {locale !== 'ru' && <TranslationHint field={source} locale={locale} label={label} />}
          </div>
        );
      })}
    </Box>
  );
}

/** Three equal columns on wide screens, one under another on phones. */
export const languageColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  width: '100%',
} as const;

/** The Russian is required unless optional, and an image's alt text while the image is set. */
function validation(declared: DeclaredText, locale: Locale) {
  if (locale !== 'ru') return optionalText(declared.max);
  if (declared.describes) return altText(declared.max, declared.describes);
  return declared.optional ? optionalText(declared.max) : requiredText(declared.max);
}

type DeclaredText = Pick<TextField, 'max' | 'optional' | 'describes'>;

function declaredText(resource: string | undefined, source: string): DeclaredText {
  const declared = declaredField(resource, source);
  if (declared?.kind === 'text') return declared;
  if (declared?.kind === 'richText') return { max: declared.max, optional: false };
  throw new Error(`${resource}.${source} is not a declared text field`);
}
