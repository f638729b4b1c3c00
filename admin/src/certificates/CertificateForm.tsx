import { DateInput } from 'react-admin';
import type { FormProps } from '../common/contentResource.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { ResourceForm } from '../common/ResourceForm.tsx';
import { useLock } from '../roles.ts';

/** The one form of a certificate, for both creating and editing. */
export default function CertificateForm({ mode }: FormProps) {
  const locked = useLock();
  return (
    <ResourceForm mode={mode}>
      <LocalizedTextInput source="title" />
      <ImagePicker source="image" />
      <LocalizedTextInput source="issuer" />
      <DateInput source="validUntil" readOnly={locked()} />
    </ResourceForm>
  );
}
