import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Chip, IconButton, Stack, type Theme, useMediaQuery } from '@mui/material';
import { LoadingIndicator, useLogout, usePermissions, useTranslate } from 'react-admin';

/** The signed-in role as the header shows it, e.g. 'Роль: администратор'. */
export function useRoleLabel(): string | undefined {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string>();
  return role && translate('admin.role', { role: translate(`admin.roles.${role}`, { _: role }) });
}

/**
 * The signed-in role and 'Выйти', always in the header. On a phone the role moves into
 * the menu drawer and 'Выйти' keeps only its icon, so the page title stays readable.
 */
export function SessionBar() {
  const translate = useTranslate();
  const logout = useLogout();
  const role = useRoleLabel();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const signOut = () => logout({}, undefined, false);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <LoadingIndicator />
      {role && !phone && (
        <Chip
          size="small"
          label={role}
          sx={{ color: 'inherit', borderColor: 'currentColor' }}
          variant="outlined"
        />
      )}
      {phone ? (
        <IconButton
          color="inherit"
          aria-label={translate('ra.auth.logout')}
          title={translate('ra.auth.logout')}
          onClick={signOut}
        >
          <LogoutIcon />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={signOut}>
          {translate('ra.auth.logout')}
        </Button>
      )}
    </Stack>
  );
}
