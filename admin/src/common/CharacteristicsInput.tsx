import { type Characteristic, LIMITS } from '@industrial/api/content';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RowsInput } from './RowsInput.tsx';

/** A product's specification cards as name / value rows. */
export function CharacteristicsInput({
  source,
  label,
  readOnly = false,
}: {
  source: string;
  label: string;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  return (
    <RowsInput<Characteristic>
      source={source}
      label={label}
      readOnly={readOnly}
      emptyRow={{ name: '', value: '' }}
      addLabel="admin.form.add_characteristic"
      removeLabel="admin.form.remove_characteristic"
      renderRow={(row, change, number) => (
        <>
          <TextField
            size="small"
            fullWidth
            label={translate('admin.form.characteristic_name', { index: number })}
            value={row.name}
            onChange={(event) => change({ ...row, name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: LIMITS.title, readOnly } }}
          />
          <TextField
            size="small"
            fullWidth
            label={translate('admin.form.characteristic_value', { index: number })}
            value={row.value}
            onChange={(event) => change({ ...row, value: event.target.value })}
            slotProps={{ htmlInput: { maxLength: LIMITS.item, readOnly } }}
          />
        </>
      )}
    />
  );
}
