import NewsIcon from '@mui/icons-material/Newspaper';
import { contentResource } from '../common/contentResource.tsx';

export default contentResource({
  name: 'news',
  icon: NewsIcon,
  list: () => import('./NewsList.tsx'),
  form: () => import('./NewsForm.tsx'),
});
