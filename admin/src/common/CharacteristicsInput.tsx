import { type Characteristic, LIMITS } from '@industrial/api/content';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type RowsFieldProps, RowsInput } from './RowsInput.tsx';

const PARTS = ['name', 'value'] as const;
const MAX_LENGTH = { name: LIMITS.title, value: LIMITS.item };

/** A product's specification cards as name / value rows. */
export function CharacteristicsInput(props: RowsFieldProps) {
  const translate = useTranslate();
  return (
    <RowsInput<Characteristic>
      {...props}
      emptyRow={{ name: '', value: '' }}
      addLabel={translate('admin.form.add_characteristic')}
      removeLabel={(number) => translate('admin.form.remove_characteristic', { index: number })}
      renderRow={(row, change, number) =>
        PARTS.map((part) => (
          <TextField
            key={part}
            size="small"
            fullWidth
            label={translate(`admin.form.characteristic_${part}`, { index: number })}
            value={row[part]}
            onChange={(event) => change({ ...row, [part]: event.target.value })}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH[part], readOnly: props.readOnly } }}
          />
        ))
      }
    />
  );
}
