import { Create, Edit, required, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import type { FormProps } from '../common/ResourceForm.tsx';

/** Only what the API takes: the two addresses. */
const onlyAddresses = (record: Record<string, unknown>) => ({
  fromPath: record.fromPath,
  toPath: record.toPath,
});

/** The two addresses, each with what to write; the API tidies them and refuses chains and loops. */
function RedirectForm({ mode }: FormProps) {
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />} noValidate warnWhenUnsavedChanges>
      <TextInput
        source="fromPath"
        validate={required()}
        helperText="resources.redirects.hints.fromPath"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        fullWidth
      />
      <TextInput
        source="toPath"
        validate={required()}
        helperText="resources.redirects.hints.toPath"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        fullWidth
      />
    </SimpleForm>
  );
}

export function RedirectCreate() {
  return (
    <>
      <PageHeader title="resources.redirects.create" back />
      <Create title={false} redirect="list" transform={onlyAddresses}>
        <RedirectForm mode="create" />
      </Create>
    </>
  );
}

export function RedirectEdit() {
  return (
    <>
      <PageHeader title="resources.redirects.edit" back />
      <Edit
        title={false}
        actions={false}
        redirect="list"
        mutationMode="pessimistic"
        transform={onlyAddresses}
      >
        <RedirectForm mode="edit" />
      </Edit>
    </>
  );
}
