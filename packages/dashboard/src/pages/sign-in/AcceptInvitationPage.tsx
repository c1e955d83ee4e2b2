import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/http';
import { ErrorMessage } from '../../components/ErrorMessage';
import { OtpEnrolment } from './OtpEnrolment';
import { otpEnrolmentIn, type OtpEnrolmentView } from './otp-enrolment';
import type { SignInHandOver } from './sign-in-hand-over';
import { SIGN_IN } from './sign-in.messages';

/** What a used, expired or replaced invitation link shows instead of the form: why, and the way to sign in. */
function UnusableInvitation() {
  const { t } = useTranslation(SIGN_IN);
  return (
    <section className="card narrow">
      <h1>{t('acceptTitle')}</h1>
      <p role="alert">{t('linkUnusable')}</p>
      <Link to="/sign-in">{t('goToSignIn')}</Link>
    </section>
  );
}

/**
 * `/admin/invitations/{token}`: on opening, asks whether the link still works (`POST /admin/api/invitations/check`)
 * and, when it no longer does (used, expired, replaced: 409), says so instead of the form; else the invited person
 * chooses a password (`POST /admin/api/invitations/accept`); when the
 * company requires one-time passwords the answer's enrolment is shown once, then the sign-in page, which then asks for
 * a code of that enrolment at once.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation(SIGN_IN);
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [enrolment, setEnrolment] = useState<OtpEnrolmentView | null>(null);
  const [accepted, setAccepted] = useState<SignInHandOver | null>(null);
  const accept = useMutation({
    mutationFn: () =>
      request<{ data: { email: string } }>('/admin/api/invitations/accept', {
        method: 'POST',
        body: { token, password },
      }),
    onSuccess: (answer) => {
      const shown = otpEnrolmentIn(answer);
      setEnrolment(shown);
      setAccepted({ email: answer.data.email, otp: shown !== null });
    },
  });
  const check = useQuery({
    queryKey: ['invitation-check', token],
    queryFn: () => request('/admin/api/invitations/check', { method: 'POST', body: { token } }),
    retry: false,
    staleTime: Infinity,
  });
  const differ = confirmation.length > 0 && confirmation !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!differ) accept.mutate();
  };

  if (enrolment) return <OtpEnrolment enrolment={enrolment} onDone={() => setEnrolment(null)} />;
  if (accepted) {
    // The first sign-in asks for a code of the enrolment just shown, which confirms it (docs/sign-in.md).
    return (
      <section className="card narrow">
        <p role="status">{t('accepted')}</p>
        <Link to="/sign-in" state={accepted}>
          {t('goToSignIn')}
        </Link>
      </section>
    );
  }
  if (check.isPending) return <p role="status">{t('checkingLink')}</p>;
  if (check.error instanceof ApiError && check.error.status === 409) {
    return <UnusableInvitation />;
  }
  return (
    <form onSubmit={submit} className="card narrow" aria-labelledby="accept-title">
      <h1 id="accept-title">{t('acceptTitle')}</h1>
      <p>{t('acceptIntro')}</p>
      <label>
        {t('newPassword')}
        <input
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <label>
        {t('confirmPassword')}
        <input
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          aria-invalid={differ}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </label>
      {differ && <p className="field-error">{t('passwordsDiffer')}</p>}
      <ErrorMessage error={accept.error} />
      <button type="submit" className="primary" disabled={accept.isPending || differ}>
        {t('accept')}
      </button>
    </form>
  );
}
