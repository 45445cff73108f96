import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePublicConfigQuery } from '@/features/discord-verification';
import { LoginForm } from '@/features/login';
import { RegisterForm, registrationSuccessMessage } from '@/features/register';
import { ForgotPassword } from '@/features/request-password-reset';
import { useHydrated } from '@/shared/lib/hydration';

type AuthTab = 'login' | 'register';

const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
const panelId = (tab: AuthTab) => `auth-panel-${tab}`;

/** Login and Register; a successful registration comes back to Login with the new username filled in. */
export function AuthTabs() {
  const [tab, setTab] = useState<AuthTab>('login');
  const [registeredUsername, setRegisteredUsername] = useState<string | null>(null);
  // Asked for now, so the answer is in when a registration succeeds; unknown counts as SPEC's bot advice.
  const { data: config } = usePublicConfigQuery();
  // The sign-in page is prerendered: the Register tab opens only once the app runs.
  const hydrated = useHydrated();

  function handleRegistered(username: string) {
    setRegisteredUsername(username);
    setTab('login');
  }

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Sign in or register
      </Typography>
      <Tabs value={tab} onChange={(_event, next: AuthTab) => setTab(next)} variant="fullWidth" sx={{ mb: 3 }}>
        <Tab label="Login" value="login" id={tabId('login')} aria-controls={panelId('login')} />
        <Tab label="Register" value="register" id={tabId('register')} aria-controls={panelId('register')} aria-disabled={hydrated ? undefined : true} />
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'login' ? (
          <>
            {registeredUsername && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {registrationSuccessMessage(registeredUsername, config?.discordBotEnabled ?? true)}
              </Alert>
            )}
            <LoginForm key={registeredUsername} initialUsername={registeredUsername ?? ''} secondaryAction={<ForgotPassword />} />
          </>
        ) : (
          <RegisterForm onRegistered={handleRegistered} />
        )}
      </Box>
    </>
  );
}
