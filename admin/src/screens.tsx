import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LoadingScreen, LoginScreen } from './login/LoginScreen.tsx';
import { currentUser } from './session.ts';

/**
 * The back office has two screens: the sign-in form, small enough to appear at once, and
 * react-admin itself, downloaded only for a signed-in user. This module decides which one the
 * address and the stored session call for, and switches between them without reloading the page.
 */

const LOGIN_PATH = '/admin/login';
const HOME_PATH = '/admin/';

const BackOffice = lazy(() => import('./BackOffice.tsx'));
// Rarely needed, so not part of the sign-in screen's download.
const ForgotScreen = lazy(async () => ({
  default: (await import('./login/PasswordScreens.tsx')).ForgotScreen,
}));
const ChoosePasswordScreen = lazy(async () => ({
  default: (await import('./login/PasswordScreens.tsx')).ChoosePasswordScreen,
}));

let root: Root | undefined;

function render(screen: ReactNode) {
  root?.render(<StrictMode>{screen}</StrictMode>);
}

/** A page of the back office to return to after signing in, never anywhere else. */
function returnPath(path: unknown): string {
  return typeof path === 'string' && path.startsWith('/admin/') && !path.startsWith(LOGIN_PATH)
    ? path
    : HOME_PATH;
}

/** The screens for people who cannot sign in yet: a forgotten password, an invitation, a reset. */
const PASSWORD_PATHS = {
  '/admin/forgot': 'forgot',
  '/admin/invitation': 'invitation',
  '/admin/reset': 'reset',
} as const;

export function start(container: HTMLElement): void {
  root = createRoot(container);
  const passwordScreen = PASSWORD_PATHS[location.pathname as keyof typeof PASSWORD_PATHS];
  if (passwordScreen === 'forgot')
    render(
      <Suspense fallback={<LoadingScreen />}>
        <ForgotScreen />
      </Suspense>,
    );
  else if (passwordScreen) {
    render(
      <Suspense fallback={<LoadingScreen />}>
        <ChoosePasswordScreen
          kind={passwordScreen}
          onSignedIn={() => {
            // The link's token leaves the address bar and the history with it.
            history.replaceState(null, '', HOME_PATH);
            showBackOffice();
          }}
        />
      </Suspense>,
    );
  } else if (location.pathname === LOGIN_PATH) showLogin((history.state as { next?: unknown } | null)?.next);
  else if (!currentUser()) showLogin(`${location.pathname}${location.search}`);
  else showBackOffice();
}

/** The guard: the sign-in form at /admin/login, remembering the page that was asked for. */
function showLogin(next?: unknown): void {
  const target = returnPath(next);
  history.replaceState({ next: target }, '', LOGIN_PATH);
  render(
    <LoginScreen
      onSignedIn={() => {
        history.replaceState(null, '', target);
        showBackOffice();
      }}
    />,
  );
}

function showBackOffice(): void {
  render(
    <Suspense fallback={<LoadingScreen />}>
      <BackOffice showLogin={showLogin} />
    </Suspense>,
  );
}
