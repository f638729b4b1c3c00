import { LIMITS } from '@industrial/api/content';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type RowsFieldProps, RowsInput } from './RowsInput.tsx';

/** A list of short texts as rows to add and remove. */
export function StringListInput(props: RowsFieldProps) {
  const translate = useTranslate();
  return (
    <RowsInput<string>
      {...props}
      emptyRow=""
      addLabel="admin.form.add_item"
      removeLabel="admin.form.remove_item"
      renderRow={(row, change, number, onBlur) => (
        <TextField
          size="small"
          fullWidth
          multiline
          label={translate('admin.form.item', { index: number })}
          value={row}
          onChange={(event) => change(event.target.value)}
          onBlur={onBlur}
          slotProps={{ htmlInput: { maxLength: LIMITS.item, readOnly: props.readOnly } }}
        />
      )}
    />
  );
}
