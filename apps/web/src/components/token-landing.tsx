import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../lib/api-client';
import { AuthCard } from './auth-card';

/**
 * The page a mailed single-use link opens (`/activate/{token}`, `/confirm-email/{token}`): it sends the token once
 * on load and says how that went. A query (not an effect) sends it, so a double mount by React sends it once.
 */
export function TokenLanding(props: {
  /** The query's key; the token is added to it. */
  queryKey: readonly string[];
  send: (token: string) => Promise<{ msg: string }>;
  words: { title: string; pending: string; login: string; back: string };
  /** Prefix of the answer's test ids (`<testId>-success`, `<testId>-error`). */
  testId: string;
}) {
  const { token = '' } = useParams();
  const result = useQuery({
    queryKey: [...props.queryKey, token],
    queryFn: () => props.send(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const { words } = props;

  return (
    <AuthCard title={words.title}>
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 2 }}>
        {result.isPending && (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-label={words.pending} />
            <Typography color="text.secondary">{words.pending}</Typography>
          </Stack>
        )}
        {result.isSuccess && (
          <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
            <Typography variant="h6" component="p" data-testid={`${props.testId}-success`}>
              {result.data.msg}
            </Typography>
            <Button component={RouterLink} to="/login" variant="contained" size="large" sx={{ minWidth: 200 }}>
              {words.login}
            </Button>
          </Stack>
        )}
        {result.isError && (
          <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
            <ErrorIcon color="error" sx={{ fontSize: 64 }} />
            <Typography color="error" sx={{ fontWeight: 600 }} data-testid={`${props.testId}-error`}>
              {errorMessage(result.error)}
            </Typography>
            <Button component={RouterLink} to="/" variant="outlined" size="large" sx={{ minWidth: 200 }}>
              {words.back}
            </Button>
          </Stack>
        )}
      </Box>
    </AuthCard>
  );
}
