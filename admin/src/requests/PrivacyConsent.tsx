import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { type PolicyAgreement, policyAgreement } from './policyAgreement.ts';

/** A kept version of the privacy policy in one language, as the visitor read it. */
interface PolicyText {
  heroTitle: string;
  heroLead: string;
  sections: { title: string; text: string }[];
  updated: string;
}

/**
 * Which version of the privacy policy the visitor agreed to, in which language, and a button that
 * opens that version's text in that language: whatever staff changed in the policy since.
 */
export function PrivacyConsent({ record }: { record: PolicyAgreement }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { policyVersion: version, policyLocale: locale } = record;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {translate('resources.requests.policy.consent', { agreed: policyAgreement(record, translate) })}
      </Typography>
      {version !== null && locale !== null && (
        <>
          <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
            {translate('resources.requests.policy.open')}
          </Button>
          {open && <PolicyDialog version={version} locale={locale} onClose={() => setOpen(false)} />}
        </>
      )}
    </Stack>
  );
}

function PolicyDialog({ version, locale, onClose }: { version: number; locale: string; onClose(): void }) {
  const translate = useTranslate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data: policy, error } = useQuery({
    queryKey: ['privacy-versions', version, locale],
    queryFn: async () =>
      (await apiFetch<PolicyText>(`/pages/privacy/versions/${version}?lang=${encodeURIComponent(locale)}`))
        .json,
  });
  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="policy-title">
      <DialogTitle id="policy-title">
        {translate('resources.requests.policy.title', {
          version,
          language: translate(`resources.requests.locales.${locale}`),
        })}
      </DialogTitle>
      <DialogContent dividers lang={locale}>
        {error ? (
          <Typography color="error">
            {translate('resources.requests.policy.load_failed', { error: error.message })}
          </Typography>
        ) : !policy ? (
          <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h3">
              {policy.heroTitle}
            </Typography>
            <Typography>{policy.heroLead}</Typography>
            {policy.sections.map((section) => (
              <Stack key={section.title} spacing={1}>
                <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                  {section.title}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{section.text}</Typography>
              </Stack>
            ))}
            <Typography color="text.secondary">{policy.updated}</Typography>
            <Typography variant="body2" color="text.secondary" lang="ru">
              {translate('resources.requests.policy.placeholders')}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.requests.policy.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
