import ProjectIcon from '@mui/icons-material/Engineering';
import { contentResource } from '../common/contentResource.tsx';

export default contentResource({
  name: 'projects',
  icon: ProjectIcon,
  list: () => import('./ProjectList.tsx'),
  form: () => import('./ProjectForm.tsx'),
});
