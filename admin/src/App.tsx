import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider.ts';
import { dataProvider } from './dataProvider.ts';
import { i18nProvider } from './i18n/index.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import news from './news/index.ts';
import products from './products/index.ts';
import projects from './projects/index.ts';
import services from './services/index.ts';
import { theme } from './theme.ts';

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));
const ImageTestPage = lazy(() => import('./imageTest/ImageTestPage.tsx'));

const russianName = (record: { name?: { ru?: string } }) => record.name?.ru ?? '';

/** The back office at /admin. Besides react-admin's own paths, the spec's `new` path opens each create form. */
export function App() {
  return (
    <Admin
      basename="/admin"
      title="admin.title"
      layout={AdminLayout}
      dashboard={Dashboard}
      loginPage={LoginPage}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <Resource name="products" {...products} recordRepresentation={russianName}>
        <Route path="new" element={<products.create />} />
      </Resource>
      <Resource name="services" {...services} recordRepresentation={russianName}>
        <Route path="new" element={<services.create />} />
      </Resource>
      <Resource name="projects" {...projects} recordRepresentation={russianName}>
        <Route path="new" element={<projects.create />} />
      </Resource>
      <Resource name="news" {...news} recordRepresentation={russianName}>
        <Route path="new" element={<news.create />} />
      </Resource>
      <CustomRoutes>
        <Route path="/image-test" element={<ImageTestPage />} />
      </CustomRoutes>
    </Admin>
  );
}
