/** /profile/success: shown after a user was created, with Go To Dashboard and Create another user. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { SuccessDialog } from '@/components/dialogs/success-dialog';

export default function ProfileSuccessRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('dialogs.userCreated') }]} />
      <SuccessDialog
        open={open}
        onClose={() => {
          setOpen(false);
          void navigate('/configuration/userlist?page=0&paging=&size=1000');
        }}
        message={t('dialogs.userCreated')}
        subMessage={t('dialogs.userCreatedDetail')}
        createAnother={{ label: t('dialogs.createAnotherUser'), to: '/configuration/user' }}
      />
    </>
  );
}
