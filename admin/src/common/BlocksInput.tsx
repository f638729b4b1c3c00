import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { kindOf, type RowsField } from '@industrial/api/content';
import AddIcon from '@mui/icons-material/Add';
import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { DragList } from '../ordering/sortable.tsx';
import { useLock } from '../roles.ts';
import { IconPicker } from './IconPicker.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { LocalizedTextInput } from './LocalizedTextInput.tsx';

/**
 * A page's repeating blocks (its values, its supply blocks, its tiles): each block its texts side by
 * side in ru, en and kk (and its icon, where the blocks are tiles; a gallery's photo with its alt
 * text), dragged by its handle (with the mouse, a finger, or the keyboard: space, arrows, space) or
 * moved with its buttons up or down, removed with its own, and one to add a block, up to the
 * declared number. Translators change the English and Kazakh only: no adding, moving or removing,
 * no other icon or photo.
 */
export function BlocksInput({ source, field }: { source: string; field: RowsField }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const locked = useLock();
  const structureLocked = locked();
  const { fields: rows, append, remove, move } = useFieldArray({ name: source });
  const ids = rows.map((row) => row.id);
  const nameAt = (index: number) => translate('admin.form.item', { noun: field.item.one, index: index + 1 });
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
      <DragList ids={ids} nameOf={(id) => nameAt(ids.indexOf(String(id)))} move={move}>
        {rows.map((row, index) => {
          const name = nameAt(index);
          const heading = `${legend}-${index}`;
          return (
            <Block
              key={row.id}
              id={row.id}
              heading={heading}
              name={name}
              locked={structureLocked}
              controls={
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
              }
            >
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
            </Block>
          );
        })}
      </DragList>
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

/**
 * One block: its heading, its handle to drag it by (unless the structure is locked), the buttons
 * `controls` beside them, and its fields under them.
 */
function Block({
  id,
  heading,
  name,
  locked,
  controls,
  children,
}: {
  id: string;
  heading: string;
  name: string;
  locked: boolean;
  /** Its buttons: up, down, remove. */
  controls: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const sortable = useSortable({
    id,
    disabled: locked,
    attributes: { roleDescription: translate('admin.order.role_description') },
  });
  return (
    <Paper
      ref={sortable.setNodeRef}
      variant="outlined"
      component="section"
      aria-labelledby={heading}
      sx={{
        p: 2,
        mb: 1.5,
        ...(sortable.isDragging ? { position: 'relative', zIndex: 4, boxShadow: 3 } : {}),
      }}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          {!locked && (
            <IconButton
              ref={sortable.setActivatorNodeRef}
              {...sortable.attributes}
              {...sortable.listeners}
              aria-label={translate('admin.order.drag', { name })}
              sx={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            >
              <DragIcon />
            </IconButton>
          )}
          <Typography id={heading} variant="subtitle2" component="h3">
            {name}
          </Typography>
        </Stack>
        {!locked && controls}
      </Stack>
      {children}
    </Paper>
  );
}
