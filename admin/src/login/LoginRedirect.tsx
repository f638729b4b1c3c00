import { use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ShowLoginContext } from './showLogin.ts';

interface GuardState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * The address of a page react-admin names: the router's own paths already start with /admin (it
 * has no basename; react-admin's is only for its links), so only a bare one gets the prefix.
 */
function backOfficePath(pathname: string): string {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? pathname : `/admin${pathname}`;
}

/**
 * react-admin's login route (its guard, a sign-out, a session that cannot be refreshed): hands
 * over to the sign-in screen, with the page to come back to.
 */
export function LoginRedirect() {
  const state = useLocation().state as GuardState | null;
  const next = state?.nextPathname
    ? `${backOfficePath(state.nextPathname)}${state.nextSearch ?? ''}`
    : undefined;
  const showLogin = use(ShowLoginContext);
  useEffect(() => showLogin(next), [showLogin, next]);
  return null;
}
