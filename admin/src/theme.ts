import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with darker blues: its default app bar blue (#2196f3) under white
 * text, and the default primary on white, fall short of the WCAG AA contrast ratio.
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0', contrastText: '#fff' },
    secondary: { main: '#0d47a1', contrastText: '#fff' },
  },
};
