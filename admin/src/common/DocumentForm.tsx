import type { Fields } from '@industrial/api/content';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  useBasename,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { apiFetch } from '../apiClient.ts';
import { answeredAt, useLiveNotice } from '../publishing/useSavedNotice.ts';
import { FieldInput } from './FieldInput.tsx';
import { failedSave, type StaleSave } from './failedSave.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PreviewButtons, type PreviewLinks } from './PreviewButtons.tsx';
import { RecordPath } from './recordPath.ts';
import { StaleEditAlert } from './StaleEditAlert.tsx';

interface DocumentFormProps {
  /** The document's address in the API: `/settings`, `/pages/home`. */
  path: string;
  /** The resource its fields' labels and hints are named under (`resources.<resource>.fields.<name>`). */
  resource: string;
  /** Its sections, each with its fields, in the order the form shows them. */
  sections: Record<string, Fields>;
  /** A section's heading. */
  sectionTitle(section: string): string;
  /** What a save says when it is stored (the site is published again). */
  saved: string;
  /** The page's heading, above the form. */
  heading: ReactNode;
  /** What the page shows under the history. */
  children?: ReactNode;
  /** A section's inputs when they are not each field's own (the search block); none for the rest. */
  sectionInputs?(section: string, fields: Fields): ReactNode | undefined;
  /** Whether the form offers a preview of what it holds before saving (`POST <path>/preview`). */
  previewable?: boolean;
}

/** The document as read: its fields, the version to save over, the translations' state. */
type StaffDocument = Record<string, unknown> & { version: number };

/**
 * A document that exists once (Настройки сайта, a page's texts), saved whole; saving republishes
 * the site. The form is the declaration's sections, each field edited as its kind asks (the inputs
 * content forms use). Like a content form: every wrong field marked at once, translation marks, a
 * warning before leaving unsaved changes, a refusal that keeps the typed text when a colleague saved
 * first, and the history with comparison and restore.
 */
export function DocumentForm({
  path,
  resource,
  sections,
  sectionTitle,
  saved,
  heading,
  children,
  sectionInputs,
  previewable = false,
}: DocumentFormProps) {
  const notify = useNotify();
  const followUp = useLiveNotice();
  const queryClient = useQueryClient();
  const basename = useBasename();
  const [stale, setStale] = useState<StaleSave | null>(null);
  // `['settings']` for `/settings`: the dashboard's translation queue reads the same.
  const queryKey = [path.slice(1)];
  const { data } = useQuery({
    queryKey,
    queryFn: async () => (await apiFetch<StaffDocument>(path)).json,
  });
  if (!data) return heading;
  const names = Object.values(sections).flatMap((fields) => Object.keys(fields));
  /** What a save or a preview sends: the fields, not the translations' state. */
  const body = (values: Record<string, unknown>) =>
    Object.fromEntries(names.map((name) => [name, values[name]]));

  /** Saves; a refusal naming fields answers them, so that the form marks each red. */
  const save = async (values: Record<string, unknown>) => {
    setStale(null);
    try {
      const response = await apiFetch<StaffDocument>(path, {
        method: 'PUT',
        body: JSON.stringify({
          ...body(values),
          version: values.version,
          ...(values.checkedTranslations ? { checkedTranslations: values.checkedTranslations } : {}),
        }),
      });
      queryClient.setQueryData(queryKey, response.json);
      // What is left before launch and to translate (the dashboard's lists) may have changed with it.
      void queryClient.invalidateQueries({ queryKey: ['launch-check'] });
      notify(saved, { type: 'success' });
      // Visitors read every document: the site is rebuilt with it.
      followUp(answeredAt(response));
      return undefined;
    } catch (error) {
      return failedSave(error, path, notify, setStale);
    }
  };

  return (
    <ResourceContextProvider value={resource}>
      <RecordPath.Provider value={path}>
        <RecordContextProvider value={data}>
          <Stack spacing={2} sx={{ py: 2 }}>
            {heading}
            {stale && <StaleEditAlert stale={stale} href={`${basename}${path}`} />}
            <Card>
              <CardContent>
                <Form record={data} onSubmit={save} warnWhenUnsavedChanges noValidate>
                  {Object.entries(sections).map(([section, fields]) => (
                    <Box
                      component="section"
                      key={section}
                      aria-labelledby={`${resource}-${section}`}
                      sx={{ mb: 2 }}
                    >
                      <Typography id={`${resource}-${section}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                        {sectionTitle(section)}
                      </Typography>
                      {sectionInputs?.(section, fields) ??
                        Object.entries(fields).map(([source, field]) => (
                          <FieldInput key={source} source={source} field={field} />
                        ))}
                    </Box>
                  ))}
                  {previewable && <FormPreviewButtons path={path} body={body} />}
                  <SaveButton />
                </Form>
              </CardContent>
            </Card>
            <HistoryPanel />
            {children}
          </Stack>
        </RecordContextProvider>
      </RecordPath.Provider>
    </ResourceContextProvider>
  );
}

/** Предпросмотр of the page with the texts in the form, before they are saved. */
function FormPreviewButtons({
  path,
  body,
}: {
  path: string;
  body(values: Record<string, unknown>): Record<string, unknown>;
}) {
  const { getValues } = useFormContext();
  return (
    <PreviewButtons
      links={async () =>
        (
          await apiFetch<PreviewLinks>(`${path}/preview`, {
            method: 'POST',
            body: JSON.stringify(body(getValues())),
          })
        ).json
      }
      hint="admin.preview.unsaved_hint"
      sx={{ px: 0, pt: 0, mb: 2 }}
    />
  );
}

/** 'Сохранить' ('Сохранение…' while saving). */
function SaveButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(isSubmitting ? 'admin.form.saving' : 'ra.action.save')}
    </Button>
  );
}
