import { Button, Stack } from '@mui/material';
import { Link, useCreatePath, useResourceContext, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * 'Создать' or 'Обновить' ('Сохранение…' while saving) and 'Отмена' back to the list. The
 * edit form's 'Обновить' also says it saves («Сохранить изменения записи», its description and tooltip),
 * unlike the app bar's reload button.
 */
export function FormToolbar({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = Boolean(saving) || isSubmitting;
  return (
    <Stack direction="row" spacing={2} sx={{ px: 2, py: 2 }}>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        title={mode === 'edit' ? translate('admin.form.update_hint') : undefined}
      >
        {busy
          ? translate('admin.form.saving')
          : translate(mode === 'create' ? 'admin.form.create' : 'admin.form.update')}
      </Button>
      <Button component={Link} to={createPath({ resource, type: 'list' })} disabled={busy}>
        {translate('admin.form.cancel')}
      </Button>
    </Stack>
  );
}
