import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useCheckAuth, useLogin, useNavigate, useTranslate } from 'react-admin';
import { LanguageSwitcher } from '../common/LanguageSwitcher';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { LoginRefusedError } from '../providers/authProvider';

interface LoginProblem {
  message: string;
  detail: string | null;
}

/** `/admin/login`: staff sign in with a username and password (spec 002 §2.2, §2.6). */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);

  useDocumentTitle(`${translate('hoj.login.title')} - ${translate('hoj.app.title')}`);

  // An admin who is still signed in (e.g. sent here by an unknown /admin/* path) goes straight to the dashboard.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setProblem({ message: translate('hoj.login.required'), detail: null });
      return;
    }
    setSubmitting(true);
    setProblem(null);
    try {
      await login({ username: username.trim(), password });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof LoginRefusedError) {
        setProblem({ message: error.message, detail: error.detail });
      } else {
        const message = error instanceof Error && error.message ? error.message : 'hoj.login.failed';
        setProblem({ message: translate(message, { _: message }), detail: null });
      }
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <LanguageSwitcher />
          </Stack>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {translate('hoj.login.title')}
          </Typography>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              {problem && (
                <Alert severity="error" role="alert">
                  {problem.message}
                  {problem.detail && (
                    <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
                      {translate('hoj.login.serverDetail', { msg: problem.detail })}
                    </Typography>
                  )}
                </Alert>
              )}
              <TextField
                id="login-username"
                name="username"
                label={translate('ra.auth.username')}
                autoComplete="username"
                autoFocus
                slotProps={{ htmlInput: { 'aria-required': true } }}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
              <TextField
                id="login-password"
                name="password"
                type="password"
                label={translate('ra.auth.password')}
                autoComplete="current-password"
                slotProps={{ htmlInput: { 'aria-required': true } }}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button type="submit" variant="contained" disabled={submitting} fullWidth>
                {translate(submitting ? 'hoj.login.submitting' : 'hoj.login.submit')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
