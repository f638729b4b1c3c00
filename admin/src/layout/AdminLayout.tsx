import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { AdminMenu } from './AdminMenu.tsx';
import { SessionBar } from './SessionBar.tsx';

function AdminAppBar() {
  return (
    <AppBar userMenu={false} toolbar={<SessionBar />}>
      <TitlePortal />
    </AppBar>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
