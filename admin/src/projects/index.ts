import ProjectIcon from '@mui/icons-material/Engineering';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ProjectList.tsx')),
  create: lazy(() => import('./ProjectCreate.tsx')),
  edit: lazy(() => import('./ProjectEdit.tsx')),
  icon: ProjectIcon,
};
