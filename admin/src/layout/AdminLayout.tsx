import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { AdminMenu } from './AdminMenu.tsx';
import { SessionBar } from './SessionBar.tsx';

/** On a phone the title may take two lines rather than be cut to its first letters. */
const titleLayout = {
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  fontSize: { xs: '1.05rem', sm: undefined },
  lineHeight: { xs: 1.25, sm: undefined },
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
} as const;

function AdminAppBar() {
  return (
    <AppBar userMenu={false} toolbar={<SessionBar />}>
      <TitlePortal sx={titleLayout} />
    </AppBar>
  );
}

/**
 * react-admin's layout grows to fit its widest content, so a wide table pushed the add button and
 * the row actions off the screen. Here the page keeps the window's width and a wide table scrolls
 * inside its own box (see `ResourceList`).
 */
const fitToWindow = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={fitToWindow}>
      {children}
    </Layout>
  );
}
