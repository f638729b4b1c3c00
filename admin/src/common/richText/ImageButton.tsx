import { LIMITS } from '@industrial/api/content';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadImage } from '../../dataProvider.ts';
import { imageUrl } from '../imageUrl.ts';
import { TOOL_BUTTON, useToolFocus } from './toolButton.ts';
import { useEditorValue } from './useEditorValue.ts';

/**
 * A picture in the body: a file uploaded at once, with the description a reader who cannot see it
 * is told (required: the API drops a picture without one). With a picture selected, the same button
 * changes its description.
 */
export function ImageButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const focus = useToolFocus();
  const [open, setOpen] = useState(false);
  // Focus moves once the dialog is gone.
  useEffect(() => {
    if (!open) focus.closed();
  }, [open, focus.closed]);
  const selected = useEditorValue((current) =>
    current.isActive('image') ? (current.getAttributes('image') as { src: string; alt?: string }) : undefined,
  );
  const label = translate(selected ? 'ra.tiptap.image_edit' : 'ra.tiptap.image_insert');
  return (
    <>
      <Button
        ref={focus.button}
        variant="outlined"
        size="small"
        sx={TOOL_BUTTON}
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        disabled={!editor?.isEditable}
        onClick={() => setOpen(true)}
      >
        <AddPhotoAlternate fontSize="inherit" />
      </Button>
      {open && (
        <ImageDialog
          title={label}
          selected={selected}
          onClose={(placed) => {
            focus.closing(placed);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

interface ImageDialogProps {
  title: string;
  selected: { src: string; alt?: string } | undefined;
  /** `placed`: whether a picture was placed or changed (the cursor is then in the text). */
  onClose: (placed: boolean) => void;
}

function ImageDialog({ title, selected, onClose }: ImageDialogProps) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(selected?.src ?? null);
  const [alt, setAlt] = useState(selected?.alt ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const altMissing = alt.trim() === '';

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    setError(null);
  };
  const close = (placed = false) => {
    if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    onClose(placed);
  };
  const save = async () => {
    setTried(true);
    if (altMissing || (!file && !selected)) return;
    setBusy(true);
    try {
      const attributes = { alt: alt.trim(), src: file ? imageUrl(await uploadImage(file)) : selected?.src };
      const chain = editor?.chain();
      // A picture sits between paragraphs, never inside a line: the body shows it full width.
      (selected
        ? chain?.updateAttributes('image', attributes)
        : chain?.insertContent({ type: 'image', attrs: attributes })
      )?.run();
      close(true);
    } catch (failure) {
      setError(translate('ra.tiptap.image_failed', { error: (failure as Error).message }));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => close()}
      disableRestoreFocus
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {preview && (
            <Box
              component="img"
              src={preview}
              alt={translate('ra.tiptap.image_preview')}
              sx={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain', alignSelf: 'flex-start' }}
            />
          )}
          <Box>
            <Button variant="outlined" component="label">
              {translate(preview ? 'ra.tiptap.image_replace' : 'ra.tiptap.image_choose')}
              <input
                hidden
                type="file"
                accept="image/*"
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </Button>
          </Box>
          {tried && !file && !selected && (
            <Alert severity="error">{translate('ra.tiptap.image_required')}</Alert>
          )}
          <TextField
            label={translate('ra.tiptap.image_alt')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            required
            fullWidth
            multiline
            slotProps={{ htmlInput: { maxLength: LIMITS.alt } }}
            error={tried && altMissing}
            helperText={translate(
              tried && altMissing ? 'ra.tiptap.image_alt_required' : 'ra.tiptap.image_alt_hint',
            )}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {translate(selected ? 'ra.action.save' : 'ra.tiptap.image_insert_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
