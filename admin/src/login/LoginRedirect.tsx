import { use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ShowLoginContext } from './showLogin.ts';

interface GuardState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * react-admin's login route (its guard, a sign-out, a session that cannot be refreshed): hands
 * over to the sign-in screen, with the page to come back to.
 */
export function LoginRedirect() {
  const state = useLocation().state as GuardState | null;
  const next = state?.nextPathname ? `/admin${state.nextPathname}${state.nextSearch ?? ''}` : undefined;
  const showLogin = use(ShowLoginContext);
  useEffect(() => showLogin(next), [showLogin, next]);
  return null;
}
