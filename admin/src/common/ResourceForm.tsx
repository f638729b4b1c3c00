import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import { FormToolbar } from './FormToolbar.tsx';

/**
 * The form every resource's create and edit screens share. The browser's own checks are off
 * (`noValidate`): the fields' validators say what is wrong, in Russian, beside each field.
 */
export function ResourceForm({ mode, children }: { mode: 'create' | 'edit'; children: ReactNode }) {
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />} noValidate>
      {children}
    </SimpleForm>
  );
}
