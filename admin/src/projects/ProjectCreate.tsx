import { ResourceCreate } from '../common/ResourceCreate.tsx';
import { ProjectForm, prepareProject } from './ProjectForm.tsx';

export default function ProjectCreate() {
  return (
    <ResourceCreate transform={prepareProject}>
      <ProjectForm mode="create" />
    </ResourceCreate>
  );
}
