import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/http';
import { SESSION_KEY } from '../../api/session';
import { ErrorMessage } from '../../components/ErrorMessage';
import { OtpEnrolment } from './OtpEnrolment';
import { otpEnrolmentIn, type OtpEnrolmentView } from './otp-enrolment';
import { signInHandOverIn } from './sign-in-hand-over';
import { SIGN_IN } from './sign-in.messages';

/**
 * Sign-in (docs/sign-in.md#signing-in): e-mail and password; when the API answers that a one-time code is required
 * (`meta.reason: otp_required`) the code field appears, and when it answers a new enrolment (403 with
 * `meta.otp_enrolment`) the enrolment is shown first; coming from an invitation with an enrolment, the code field is
 * there from the start. Success goes to the page asked for, or the first allowed one.
 */
export function SignInPage() {
  const { t } = useTranslation(SIGN_IN);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handOver = signInHandOverIn(useLocation().state);
  const [email, setEmail] = useState(handOver?.email ?? '');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(handOver?.otp ?? false);
  const [enrolment, setEnrolment] = useState<OtpEnrolmentView | null>(null);

  const signIn = useMutation({
    mutationFn: () =>
      request<void>('/admin/api/session', { method: 'POST', body: { email, password, ...(needsOtp ? { otp } : {}) } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      await navigate('/');
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const shown = otpEnrolmentIn(error.body.meta);
      if (shown) {
        setEnrolment(shown);
        setNeedsOtp(true);
      } else if (error.reason === 'otp_required') {
        setNeedsOtp(true);
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const error = signIn.error;
  const quietError = error instanceof ApiError && (error.reason === 'otp_required' || otpEnrolmentIn(error.body.meta));

  if (enrolment) return <OtpEnrolment enrolment={enrolment} onDone={() => setEnrolment(null)} />;
  return (
    <form onSubmit={submit} className="card narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('title')}</h1>
      <label>
        {t('email')}
        <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        {t('password')}
        <input
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {needsOtp && (
        <label>
          {t('otp')}
          <input
            autoComplete="one-time-code"
            inputMode="text"
            required
            autoFocus
            aria-describedby="otp-hint"
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
          />
          <small id="otp-hint">{t('otpHint')}</small>
        </label>
      )}
      {!quietError && <ErrorMessage error={error} />}
      <button type="submit" className="primary" disabled={signIn.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
