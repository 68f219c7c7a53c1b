/** The signed-in user's details (spec §2.6): full name, gender, user name, mobile, email and role. */
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { MyDetails } from '@/features/profile/api/get-my-details';
import type { GenderType } from '@/features/profile/api/get-gender-types';

export function fullName(d: Pick<MyDetails, 'salutation' | 'firstName' | 'lastName'>): string {
  return [d.salutation, d.firstName, d.lastName].filter(Boolean).join(' ');
}

export function ProfileDetails({ details, genders }: { details: MyDetails; genders: GenderType[] }) {
  const { t } = useTranslation();
  const gender = genders.find((g) => g.typeName === details.gender)?.typeDisplayName || details.gender;
  const rows: [string, string][] = [
    [t('profile.fullName'), fullName(details)],
    [t('profile.gender'), gender],
    [t('profile.userName'), details.userName],
    [t('profile.mobile'), details.mobileNumbers.map((m) => `${m.countryCode} ${m.mobileNumber}`.trim()).join(', ')],
    [t('profile.email'), details.emailId],
    [t('profile.role'), details.roles.join(', ')],
    [t('profile.organization'), [details.organizationName, details.subOrganizationName].filter(Boolean).join(' / ')],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 4, rowGap: 1.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value || t('profile.notSet')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
