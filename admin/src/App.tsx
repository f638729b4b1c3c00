import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider.ts';
import { dataProvider } from './dataProvider.ts';
import { i18nProvider } from './i18n/index.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { LoginRedirect } from './login/LoginRedirect.tsx';
import { sections } from './resources.ts';
import { theme } from './theme.ts';

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));
const ImageTestPage = lazy(() => import('./imageTest/ImageTestPage.tsx'));
const TrashPage = lazy(() => import('./trash/TrashPage.tsx'));
const UsersPage = lazy(() => import('./users/UsersPage.tsx'));
const AccountPage = lazy(() => import('./account/AccountPage.tsx'));
const SettingsPage = lazy(() => import('./settings/SettingsPage.tsx'));
const PagesPage = lazy(() => import('./pages/PagesPage.tsx'));
const PageTextsPage = lazy(() => import('./pages/PageTextsPage.tsx'));

/** The back office at /admin: the dashboard, the sections, the trash, staff, one's account and the image test page. */
export function App() {
  return (
    <Admin
      basename="/admin"
      title="admin.title"
      layout={AdminLayout}
      dashboard={Dashboard}
      loginPage={LoginRedirect}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      {sections.map((section) => (
        <Resource key={section.name} {...section} />
      ))}
      <CustomRoutes>
        <Route path="/trash" element={<TrashPage />} />
        <Route path="/users" element={<UsersPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/pages" element={<PagesPage />} />
        <Route path="/pages/:page" element={<PageTextsPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/image-test" element={<ImageTestPage />} />
      </CustomRoutes>
    </Admin>
  );
}
