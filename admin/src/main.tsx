import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A browser router (react-admin defaults to hash URLs) so the spec's paths such as
// /admin/products/new are real addresses; the API answers every /admin/* with this page.
const router = createBrowserRouter([{ path: '/admin/*', element: <App /> }]);

// Navigations commit at once, not as transitions: react-admin's guard resets its auth state right
// after redirecting to the login, and that urgent update kept interrupting the pending navigation,
// which the guard then started again, for seconds on end.
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
