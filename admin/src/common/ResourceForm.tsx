import { LIMITS } from '@industrial/api/content';
import type { ReactNode } from 'react';
import { NumberInput, SimpleForm } from 'react-admin';
import { FormToolbar } from './FormToolbar.tsx';
import { StatusInput } from './StatusInput.tsx';
import { wholeNumber } from './validation.ts';

/**
 * The form every resource's create and edit screens share: the resource's own fields, then the
 * status and the manual sort position every resource has (`prepareForSave` sends both). The
 * browser's own checks are off (`noValidate`): the fields' validators say what is wrong, in Russian,
 * beside each field.
 */
export function ResourceForm({ mode, children }: { mode: 'create' | 'edit'; children: ReactNode }) {
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />} noValidate>
      {children}
      <StatusInput />
      <NumberInput source="position" step={1} defaultValue={0} validate={wholeNumber(-LIMITS.count)} />
    </SimpleForm>
  );
}
