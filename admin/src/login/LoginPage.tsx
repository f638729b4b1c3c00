import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';

/**
 * The sign-in form of spec 2 and 4; on success react-admin returns to the page that was asked for.
 * A failure reads 'Ошибка входа' with the server's own reason under it.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : translate('admin.login.failed'),
      );
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Typography variant="h5" component="h1">
            {translate('admin.login.title')}
          </Typography>
          {error !== null && (
            <Alert severity="error" role="alert">
              <AlertTitle>{translate('admin.login.failed')}</AlertTitle>
              {error}
            </Alert>
          )}
          <TextField
            label={translate('admin.login.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={translate('admin.login.password')}
            type={passwordVisible ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate(
                        passwordVisible ? 'admin.login.hide_password' : 'admin.login.show_password',
                      )}
                      onClick={() => setPasswordVisible((visible) => !visible)}
                      edge="end"
                    >
                      {passwordVisible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {translate(submitting ? 'admin.login.submitting' : 'admin.login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
