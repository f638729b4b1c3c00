import { type ReactNode, useContext, useEffect } from 'react';
import { SimpleForm } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ScheduleInputs } from '../schedules/ScheduleInputs.tsx';
import { SaveFailures } from './FormError.tsx';
import { FormToolbar } from './FormToolbar.tsx';
import { StatusInput } from './StatusInput.tsx';

/** A form for creating a record, or for editing one. */
export interface FormProps {
  mode: 'create' | 'edit';
}

/**
 * The form every resource's create and edit screens share: the resource's own fields, then the
 * status every resource has and the times it changes by itself (the manual order is set in the
 * list, by hand). The browser's own
 * checks are off (`noValidate`): the fields' validators say what is wrong, in Russian, beside each
 * field. Leaving with unsaved changes (a link, the back button, closing the tab) asks first.
 */
export function ResourceForm({ mode, children }: FormProps & { children: ReactNode }) {
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />} noValidate warnWhenUnsavedChanges>
      <RearmLeaveWarning />
      {children}
      <StatusInput />
      <ScheduleInputs />
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
