import ServiceIcon from '@mui/icons-material/HomeRepairService';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ServiceList.tsx')),
  create: lazy(() => import('./ServiceCreate.tsx')),
  edit: lazy(() => import('./ServiceEdit.tsx')),
  icon: ServiceIcon,
};
