import { LIMITS } from '@industrial/api/content';
import { type ReactNode, useContext, useEffect } from 'react';
import { NumberInput, SimpleForm } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLock } from '../roles.ts';
import { SaveFailures } from './FormError.tsx';
import { FormToolbar } from './FormToolbar.tsx';
import { StatusInput } from './StatusInput.tsx';
import { wholeNumber } from './validation.ts';

/** A form for creating a record, or for editing one. */
export interface FormProps {
  mode: 'create' | 'edit';
}

/**
 * The form every resource's create and edit screens share: the resource's own fields, then the
 * status and the manual sort position every resource has (`prepareForSave` sends both). The
 * browser's own checks are off (`noValidate`): the fields' validators say what is wrong, in Russian,
 * beside each field. Leaving with unsaved changes (a link, the back button, closing the tab) asks first.
 */
export function ResourceForm({ mode, children }: FormProps & { children: ReactNode }) {
  const locked = useLock();
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />} noValidate warnWhenUnsavedChanges>
      <RearmLeaveWarning />
      {children}
      <StatusInput />
      <NumberInput
        source="position"
        step={1}
        defaultValue={0}
        validate={wholeNumber(-LIMITS.count)}
        readOnly={locked()}
      />
    </SimpleForm>
  );
}

/**
 * react-admin counts a save that the server refused (or the network lost) as a successful submit and
 * stops asking before a changed form is left; after each failed save the form's submit state is
 * reset, keeping what was typed and which fields changed, so leaving asks again.
 */
function RearmLeaveWarning() {
  const failures = useContext(SaveFailures);
  const { reset, getValues } = useFormContext();
  useEffect(() => {
    if (failures === 0) return;
    reset(getValues(), { keepDirty: true, keepDefaultValues: true, keepErrors: true, keepTouched: true });
  }, [failures, reset, getValues]);
  return null;
}
