import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import type { OtpEnrolmentView } from './otp-enrolment';
import { SIGN_IN } from './sign-in.messages';

/**
 * Shows a new enrolment once: the QR code of its `otpauth://` URL, the key as text (for typing it in), and the ten
 * recovery codes; `onDone` when the person says they kept them.
 */
export function OtpEnrolment({ enrolment, onDone }: { enrolment: OtpEnrolmentView; onDone: () => void }) {
  const { t } = useTranslation(SIGN_IN);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    void toDataURL(enrolment.otpauth_url, { margin: 1, width: 200 }).then(setQr);
  }, [enrolment.otpauth_url]);
  return (
    <section aria-labelledby="enrol-title" className="card">
      <h2 id="enrol-title">{t('enrolTitle')}</h2>
      <p>{t('enrolIntro')}</p>
      {qr && <img src={qr} alt={t('qrAlt')} width={200} height={200} />}
      <p>
        {t('secret')}: <code data-testid="otp-secret">{enrolment.secret}</code> <CopyButton text={enrolment.secret} />
      </p>
      <h3>{t('recoveryCodes')}</h3>
      <ul className="codes" data-testid="recovery-codes">
        {enrolment.recovery_codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <CopyButton text={enrolment.recovery_codes.join('\n')} />
      <p>
        <button type="button" className="primary" onClick={onDone}>
          {t('enrolDone')}
        </button>
      </p>
    </section>
  );
}
