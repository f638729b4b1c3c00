import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { RefreshIconButton, useLoading, useLogout, usePermissions, useTranslate } from 'react-admin';

/** The signed-in role as the header shows it, e.g. 'Роль: администратор'. */
export function useRoleLabel(): string | undefined {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string>();
  return role && translate('admin.role', { role: translate(`admin.roles.${role}`, { _: role }) });
}

/**
 * react-admin's reload button with the spinner that replaces it while data loads, named for what it
 * does («Обновить данные страницы»): an edit form's «Обновить» saves, this one only reads again.
 */
function ReloadButton() {
  const loading = useLoading();
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton label="admin.reload_page" sx={{ opacity: loading ? 0 : 1 }} />
      {loading && (
        <CircularProgress
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
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
      <ReloadButton />
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
