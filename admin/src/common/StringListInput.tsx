import { type ItemNoun, LIMITS } from '@industrial/api/content';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type RowsFieldProps, RowsInput } from './RowsInput.tsx';

/** A list of short texts as rows to add and remove, each row named by the field's own noun («Адрес 1»). */
export function StringListInput({
  item,
  type,
  maxLength = LIMITS.item,
  ...props
}: RowsFieldProps & {
  item: ItemNoun;
  /** The rows' input type (`email`); by default text on several lines. */
  type?: 'email';
  maxLength?: number;
}) {
  const translate = useTranslate();
  return (
    <RowsInput<string>
      {...props}
      emptyRow=""
      addLabel={translate('admin.form.add_item', { noun: item.accusative })}
      removeLabel={(number) => translate('admin.form.remove_item', { noun: item.accusative, index: number })}
      renderRow={(row, change, number, onBlur) => (
        <TextField
          size="small"
          fullWidth
          multiline={!type}
          type={type}
          label={translate('admin.form.item', { noun: item.one, index: number })}
          value={row}
          onChange={(event) => change(event.target.value)}
          onBlur={onBlur}
          slotProps={{ htmlInput: { maxLength, readOnly: props.readOnly } }}
        />
      )}
    />
  );
}
