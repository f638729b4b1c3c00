import { ResourceEdit } from '../common/ResourceEdit.tsx';
import { ProjectForm, prepareProject } from './ProjectForm.tsx';

export default function ProjectEdit() {
  return (
    <ResourceEdit transform={prepareProject}>
      <ProjectForm mode="edit" />
    </ResourceEdit>
  );
}
