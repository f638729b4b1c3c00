import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Chip, Stack } from '@mui/material';
import { LoadingIndicator, useLogout, usePermissions, useTranslate } from 'react-admin';

/** The signed-in role and 'Выйти', always in the header (spec 2, 6). */
export function SessionBar() {
  const translate = useTranslate();
  const logout = useLogout();
  const { permissions: role } = usePermissions<string>();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LoadingIndicator />
      {role && (
        <Chip
          size="small"
          label={translate('admin.role', { role: translate(`admin.roles.${role}`, { _: role }) })}
          sx={{ color: 'inherit', borderColor: 'currentColor' }}
          variant="outlined"
        />
      )}
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout({}, undefined, false)}>
        {translate('ra.auth.logout')}
      </Button>
    </Stack>
  );
}
