import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App.tsx';
import { ShowLoginContext } from './login/showLogin.ts';

// A browser router (react-admin defaults to hash URLs) so the spec's paths such as
// /admin/products/new are real addresses; the API answers every /admin/* with this page.
const newRouter = () => createBrowserRouter([{ path: '/admin/*', element: <App /> }]);

/**
 * react-admin with its routes, for a signed-in user; `showLogin` is how it hands over to the sign-in
 * screen (a sign-out, a session that ended). Navigations commit at once, not as
 * transitions: react-admin's guard resets its auth state right after redirecting to the login, and
 * that urgent update kept interrupting the pending navigation, which the guard then started again.
 */
export default function BackOffice({ showLogin }: { showLogin: (next?: string) => void }) {
  // A router of its own each time the back office opens, starting at the address the sign-in
  // screen left (the page to return to): one kept from before a session ended still stood on
  // /admin/login, and sent the person back to the sign-in form with their tokens stored.
  const [router] = useState(newRouter);
  return (
    <ShowLoginContext value={showLogin}>
      <RouterProvider router={router} useTransitions={false} />
    </ShowLoginContext>
  );
}
