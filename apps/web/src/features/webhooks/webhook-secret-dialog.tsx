import type { WebhookWithSecret } from '@konsol/contract';
import { useTranslation } from 'react-i18next';
import { SecretDialog } from '../../components/secret-dialog';

/** A webhook's signing secret right after it was made (add or rotate): the one time it is shown. */
export function WebhookSecretDialog({ issued, onClose }: { issued: WebhookWithSecret | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <SecretDialog
      secret={issued?.secret ?? null}
      title={t('secret.title')}
      intro={
        <>
          {t('secret.for')} <strong style={{ wordBreak: 'break-all' }}>{issued?.url}</strong>
        </>
      }
      warning={t('secret.warning')}
      label={t('secret.label')}
      hint={t('secret.hint')}
      onClose={onClose}
      testId="webhook-secret-dialog"
      fieldTestId="webhook-secret"
    />
  );
}
