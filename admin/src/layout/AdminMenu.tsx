import { mayEditSettings, mayReach } from '@industrial/api/roles';
import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import PagesIcon from '@mui/icons-material/WebOutlined';
import { type Theme, Typography, useMediaQuery } from '@mui/material';
import { Menu, useBasename, useCreatePath, usePermissions, useSidebarState } from 'react-admin';
import { contentSections, type sections, serviceSections } from '../resources.ts';
import { useRoleLabel } from './SessionBar.tsx';

/**
 * The sidebar (a drawer on phones): Панель управления, Продукты, Услуги, Проекты, Новости, the
 * other content sections and Страницы; then, as the role allows, Заявки, Переадресации, Журнал
 * действий, the Корзина of deleted records, Настройки сайта
 * (administrators and translators) and Сотрудники, and for everyone Моя учётная запись. On a phone
 * the drawer also names the signed-in role, which the header has no room for there.
 */
export function AdminMenu() {
  const createPath = useCreatePath();
  const basename = useBasename();
  const roleLabel = useRoleLabel();
  const { permissions: role } = usePermissions<string>();
  const [open] = useSidebarState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sectionItem = ({ name, icon: Icon }: (typeof sections)[number]) => (
    <Menu.Item
      key={name}
      to={createPath({ resource: name, type: 'list' })}
      primaryText={`resources.${name}.title`}
      leftIcon={<Icon />}
    />
  );
  return (
    <Menu>
      <Menu.DashboardItem primaryText="admin.menu.dashboard" />
      {contentSections.map(sectionItem)}
      <Menu.Item to={`${basename}/pages`} primaryText="admin.menu.pages" leftIcon={<PagesIcon />} />
      {serviceSections.filter((section) => mayReach(role, section.access)).map(sectionItem)}
      {mayReach(role, 'editor') && (
        <Menu.Item
          to={`${basename}/trash`}
          primaryText="admin.menu.trash"
          leftIcon={<DeleteOutlinedIcon />}
        />
      )}
      {mayEditSettings(role) && (
        <Menu.Item
          to={`${basename}/settings`}
          primaryText="admin.menu.settings"
          leftIcon={<SettingsIcon />}
        />
      )}
      {mayReach(role, 'admin') && (
        <Menu.Item to={`${basename}/users`} primaryText="admin.menu.users" leftIcon={<PeopleIcon />} />
      )}
      <Menu.Item to={`${basename}/account`} primaryText="admin.menu.account" leftIcon={<AccountIcon />} />
      {phone && open && roleLabel && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {roleLabel}
        </Typography>
      )}
    </Menu>
  );
}
