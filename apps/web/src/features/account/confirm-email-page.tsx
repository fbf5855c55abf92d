import { useTranslation } from 'react-i18next';
import { TokenLanding } from '../../components/token-landing';
import { confirmEmail } from './api/profile';

/** The link of the mail sent to a new address: `POST /api/account/email/confirm {token}` once on load. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  return (
    <TokenLanding
      queryKey={['account', 'confirm-email']}
      send={confirmEmail}
      words={{
        title: t('confirmEmail.title'),
        pending: t('confirmEmail.pending'),
        login: t('confirmEmail.login'),
        back: t('confirmEmail.back'),
      }}
      testId="confirm-email"
    />
  );
}
