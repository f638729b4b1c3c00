import { kindOf, type RowsField } from '@industrial/api/content';
import AddIcon from '@mui/icons-material/Add';
import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { useLock } from '../roles.ts';
import { IconPicker } from './IconPicker.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { LocalizedTextInput } from './LocalizedTextInput.tsx';

/**
 * A page's repeating blocks (its values, its supply blocks, its tiles): each block its texts side by
 * side in ru, en and kk (and its icon, where the blocks are tiles), with buttons to move it up or
 * down and to remove it, and one to add a block, up to the declared number. Translators change the
 * English and Kazakh only: no adding, moving or removing, no other icon.
 */
export function BlocksInput({ source, field }: { source: string; field: RowsField }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const locked = useLock();
  const structureLocked = locked();
  const { fields: rows, append, remove, move } = useFieldArray({ name: source });
  const legend = useId();
  const hint = translate(`resources.${resource}.hints.${source}`, { _: '' });
  const empty = Object.fromEntries(
    Object.entries(field.of).map(([part, declared]) => [
      part,
      kindOf(declared).translatable ? { ru: '' } : '',
    ]),
  );
  return (
    <Box component="fieldset" aria-labelledby={legend} sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography id={legend} component="legend" variant="subtitle1" sx={{ p: 0, mb: 1 }}>
        {translate(`resources.${resource}.fields.${source}`)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {rows.map((row, index) => {
        const name = translate('admin.form.item', { noun: field.item.one, index: index + 1 });
        const heading = `${legend}-${index}`;
        return (
          <Paper
            key={row.id}
            variant="outlined"
            component="section"
            aria-labelledby={heading}
            sx={{ p: 2, mb: 1.5 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography id={heading} variant="subtitle2" component="h3">
                {name}
              </Typography>
              {!structureLocked && (
                <Stack direction="row">
                  <IconButton
                    aria-label={translate('admin.order.up', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <UpIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate('admin.order.down', { name })}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <DownIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate('admin.form.remove_item', {
                      noun: field.item.accusative,
                      index: index + 1,
                    })}
                    onClick={() => remove(index)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              )}
            </Stack>
            {Object.entries(field.of).map(([part, declared]) =>
              // A photo's alt text is edited under it, by its picker.
              declared.kind === 'text' && declared.describes ? null : declared.kind === 'image' ? (
                <ImagePicker
                  key={part}
                  source={`${source}.${index}.${part}`}
                  label={`${translate(`admin.pages.block.${part}`)} ${index + 1}`}
                  uploadName={source}
                  alt={describedBy(field, part, `${source}.${index}`)}
                />
              ) : declared.kind === 'icon' ? (
                <IconPicker
                  key={part}
                  source={`${source}.${index}.${part}`}
                  field={declared}
                  label={translate(`admin.pages.block.${part}`)}
                />
              ) : (
                <LocalizedTextInput
                  key={part}
                  source={`${source}.${index}.${part}`}
                  field={declared}
                  label={translate(`admin.pages.block.${part}`)}
                  multiline={!!declared.rows}
                  rows={declared.rows}
                />
              ),
            )}
          </Paper>
        );
      })}
      {!structureLocked && rows.length < field.max && (
        <Button startIcon={<AddIcon />} onClick={() => append(empty)}>
          {translate('admin.form.add_item', { noun: field.item.accusative })}
        </Button>
      )}
    </Box>
  );
}

/**
 * The text of a row that describes its image `part` (a photo's alt text), as its picker edits it:
 * at the row's `path`, required in Russian while the row's image is set.
 */
function describedBy(field: RowsField, part: string, path: string) {
  const found = Object.entries(field.of).find(
    ([, declared]) => declared.kind === 'text' && declared.describes === part,
  );
  if (found?.[1].kind !== 'text') return undefined;
  return { source: `${path}.${found[0]}`, field: { ...found[1], describes: `${path}.${part}` } };
}
