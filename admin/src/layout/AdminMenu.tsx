import { Menu, useCreatePath } from 'react-admin';
import news from '../news/index.ts';
import products from '../products/index.ts';
import projects from '../projects/index.ts';
import services from '../services/index.ts';

const sections = [
  { name: 'products', Icon: products.icon },
  { name: 'services', Icon: services.icon },
  { name: 'projects', Icon: projects.icon },
  { name: 'news', Icon: news.icon },
];

/** The sidebar of spec 2 (a drawer on phones): Панель управления, Продукты, Услуги, Проекты, Новости. */
export function AdminMenu() {
  const createPath = useCreatePath();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="admin.menu.dashboard" />
      {sections.map(({ name, Icon }) => (
        <Menu.Item
          key={name}
          to={createPath({ resource: name, type: 'list' })}
          primaryText={`resources.${name}.title`}
          leftIcon={<Icon />}
        />
      ))}
    </Menu>
  );
}
