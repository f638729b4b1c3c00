import { List, type ListProps, useResourceContext } from 'react-admin';
import { PageHeader } from './PageHeader.tsx';
import { listLayout } from './tableLayout.ts';

/** A list screen under its resource's page header (the `resources.<name>.title` and `.description` texts). */
export function TitledList(props: ListProps) {
  const resource = useResourceContext();
  return (
    <>
      <PageHeader title={`resources.${resource}.title`} description={`resources.${resource}.description`} />
      <List title={false} sx={listLayout} {...props} />
    </>
  );
}
