import NewsIcon from '@mui/icons-material/Newspaper';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./NewsList.tsx')),
  create: lazy(() => import('./NewsCreate.tsx')),
  edit: lazy(() => import('./NewsEdit.tsx')),
  icon: NewsIcon,
};
