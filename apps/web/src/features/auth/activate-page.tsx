import { useTranslation } from 'react-i18next';
import { TokenLanding } from '../../components/token-landing';
import { activate } from './api/public-auth';

/** Activation link: `POST /api/activate {token}` once on load (the token is single-use on the server). */
export default function ActivatePage() {
  const { t } = useTranslation('auth');
  return (
    <TokenLanding
      queryKey={['auth', 'activate']}
      send={activate}
      words={{ title: t('activate.title'), pending: t('activate.pending'), login: t('activate.login'), back: t('activate.back') }}
      testId="activate"
    />
  );
}
