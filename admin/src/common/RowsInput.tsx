import { LIMITS } from '@industrial/api/content';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useInput, useTranslate, ValidationError, type Validator } from 'react-admin';

/** The props of an input made of rows, as a form places it. */
export interface RowsFieldProps {
  source: string;
  label: string;
  /** Shown, not changed: no add or remove buttons (the rows' fields are made read-only by `renderRow`). */
  readOnly?: boolean;
  /** Checks the whole list; what it says shows under the rows. */
  validate?: Validator;
  /** Said under the rows while nothing is wrong. */
  hint?: string;
  /** The most rows the API keeps. */
  max?: number;
  /**
   * A translation's rows follow the Russian's: as many as it has (this number), each under the
   * Russian row of its number; none added or removed, but a row beyond the Russian's.
   */
  follows?: number | undefined;
}

interface RowsInputProps<Row> extends RowsFieldProps {
  /** What "add" appends, and what an empty stored list shows. */
  emptyRow: Row;
  /** The add button's text, and each row's remove button's (given its number). */
  addLabel: string;
  removeLabel: (number: number) => string;
  /** The fields of one row; `number` counts from 1 for their labels. */
  renderRow: (row: Row, change: (next: Row) => void, number: number, onBlur: () => void) => ReactNode;
}

/**
 * A list of rows to add and remove, up to the API's LIMITS.rows. One row always remains, even when
 * the stored list is missing or empty; blank rows are dropped when the record is saved. A
 * translation's rows follow the Russian's (`follows`).
 */
export function RowsInput<Row>({
  source,
  label,
  emptyRow,
  addLabel,
  removeLabel,
  renderRow,
  readOnly = false,
  validate,
  hint,
  max = LIMITS.rows,
  follows,
}: RowsInputProps<Row>) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({
    source,
    format: (value: unknown) => {
      const stored = Array.isArray(value) ? (value as Row[]) : [];
      const count = Math.max(stored.length, follows ?? 0, 1);
      return Array.from({ length: count }, (_, index) => stored[index] ?? emptyRow);
    },
    validate,
  });
  const rows = field.value as Row[];
  const setRows = (next: Row[]) => field.onChange(next);
  const titleId = useId();
  const helperId = useId();
  const error = fieldState.error?.message;

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      aria-describedby={error || hint ? helperId : undefined}
      aria-invalid={error ? true : undefined}
      sx={{ mb: 2 }}
    >
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {renderRow(
              row,
              (next) => setRows(rows.map((item, at) => (at === index ? next : item))),
              index + 1,
              field.onBlur,
            )}
            {!readOnly && (follows === undefined ? rows.length > 1 : index >= Math.max(follows, 1)) && (
              <IconButton
                aria-label={removeLabel(index + 1)}
                onClick={() => setRows(rows.filter((_, at) => at !== index))}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {rows.length < max && !readOnly && follows === undefined && (
        <Button startIcon={<AddIcon />} onClick={() => setRows([...rows, emptyRow])} sx={{ mt: 1 }}>
          {addLabel}
        </Button>
      )}
      {(error || hint) && (
        <FormHelperText id={helperId} error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ? <ValidationError error={error} /> : translate(hint as string)}
        </FormHelperText>
      )}
    </Box>
  );
}
