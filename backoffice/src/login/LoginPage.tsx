import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useCheckAuth, useLogin, useNavigate, useTranslate } from 'react-admin';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '@hoj/core/domain/accountRules';
import { isAdminRole } from '@hoj/core/domain/roles';
import { watchOtherTabs } from '@hoj/core/session/session';
import { LanguageSwitcher } from '@backoffice/common/LanguageSwitcher';
import { useApiMutation } from '@backoffice/common/useApiMutation';
import { useDocumentTitle } from '@backoffice/common/useDocumentTitle';
import { LoginRefusedError, type Credentials } from '@backoffice/providers/authProvider';
import { SlideVerify } from './SlideVerify';
import { SLIDE_VERIFY_AFTER, storeLoginFailures, storedLoginFailures } from './slideVerify';

/**
 * What the backend's login refuses anyway (username at most 20 characters, password 6 to 20), checked before
 * sending so that the answer is immediate and the attempt does not count as a failure.
 */
function fieldProblems(username: string, password: string): { username?: string; password?: string } {
  const problems: { username?: string; password?: string } = {};
  if ([...username].length > USERNAME_MAX) problems.username = 'usernameTooLong';
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) problems.password = 'passwordLength';
  return problems;
}

interface LoginProblem {
  message: string;
  detail: string | null;
}

/**
 * `/admin/login`: staff sign in with a username and password; an account without an admin role is refused with
 * the reason, in place. After a successful sign-in the button stays busy while the dashboard opens.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const sliderRef = useRef<HTMLDivElement>(null);
  // After repeated failures every attempt needs a solved slide check; each attempt gets a fresh puzzle.
  const [failures, setFailures] = useState(storedLoginFailures);
  const [verified, setVerified] = useState(false);
  const [verifyRequired, setVerifyRequired] = useState(false);
  const [puzzle, setPuzzle] = useState(0);
  const needsSlideVerify = failures >= SLIDE_VERIFY_AFTER;
  const signIn = useApiMutation({
    mutationFn: (credentials: Credentials) => login(credentials),
    showError: 'inPlace',
    onSuccess: () => storeLoginFailures(0),
    onError: (error) => {
      storeLoginFailures(failures + 1);
      setFailures(failures + 1);
      setVerified(false);
      setPuzzle((n) => n + 1);
      if (error instanceof LoginRefusedError) {
        setProblem({ message: error.message, detail: error.detail });
      } else {
        const message = error instanceof Error && error.message ? error.message : 'hoj.login.failed';
        setProblem({ message: translate(message, { _: message }), detail: null });
      }
    },
  });
  const submitting = signIn.isPending || signIn.isSuccess;

  useDocumentTitle(`${translate('hoj.login.title')} - ${translate('hoj.app.title')}`);

  // An admin who is still signed in (e.g. sent here by an unknown /admin/* path) goes straight to the dashboard.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  // An admin sign-in in another tab (or the portal) is adopted here too; other accounts leave this page as it is.
  useEffect(
    () =>
      watchOtherTabs(
        () => undefined,
        (state) => {
          if (isAdminRole(state.roles)) void navigate('/');
        },
      ),
    [navigate],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setProblem({ message: translate('hoj.login.required'), detail: null });
      return;
    }
    const problems = fieldProblems(username.trim(), password);
    setFieldErrors(problems);
    if (problems.username || problems.password) {
      setProblem(null);
      (problems.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    if (needsSlideVerify && !verified) {
      setVerifyRequired(true);
      sliderRef.current?.focus();
      return;
    }
    setProblem(null);
    signIn.mutate({ username: username.trim(), password });
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
                inputRef={usernameRef}
                error={fieldErrors.username !== undefined}
                helperText={
                  fieldErrors.username &&
                  translate(`hoj.loginCheck.${fieldErrors.username}`, { max: USERNAME_MAX })
                }
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
                inputRef={passwordRef}
                error={fieldErrors.password !== undefined}
                helperText={
                  fieldErrors.password &&
                  translate(`hoj.loginCheck.${fieldErrors.password}`, {
                    min: PASSWORD_MIN,
                    max: PASSWORD_MAX,
                  })
                }
                slotProps={{ htmlInput: { 'aria-required': true } }}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              {needsSlideVerify && (
                <SlideVerify
                  key={puzzle}
                  handleRef={sliderRef}
                  required={verifyRequired && !verified}
                  onVerified={() => {
                    setVerified(true);
                    setVerifyRequired(false);
                  }}
                />
              )}
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
