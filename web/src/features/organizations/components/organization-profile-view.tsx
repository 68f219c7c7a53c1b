/**
 * An organisation's profile (spec 01 §2.5): details, address and contact
 * information; Create sub-organisation and Edit (ORGANIZATION_CONFIGURATION),
 * Create site (SITE_CONFIGURATION), ALL_PRIVILEGE granting all three; the
 * hierarchy tree with its enlarge link; and, for a top-level organisation,
 * its sub-organisations. With a parent it is a sub-organisation view,
 * naming the parent as a link.
 */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import StoreIcon from '@mui/icons-material/Store';
import { useCountries, useDistricts, useStates } from '@/components/location-selector/location-api';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { isSubOrganization, typeDisplayName, type Organization } from '@/features/organizations/api/organization-model';
import { useOrgTypes } from '@/features/organizations/api/get-org-types';
import { useSubOrgTypes } from '@/features/organizations/api/get-sub-org-types';
import { DetailCard } from '@/components/detail-card/detail-card';
import { HierarchyTree } from '@/features/organizations/components/hierarchy-tree';
import { ORGANIZATION_ADMIN } from '@/features/organizations/components/organization-row-actions';
import { SubOrganizationTable } from '@/features/organizations/components/sub-organization-table';
import { profileLink } from '@/features/organizations/components/tree-model';

const SITE_ADMIN = [PRIVILEGE.siteConfiguration] as const;

function website(url: string) {
  if (!url) return '';
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  );
}

export function OrganizationProfileView({ organization: o }: { organization: Organization }) {
  const { t } = useTranslation();
  const sub = isSubOrganization(o);
  const orgTypes = useOrgTypes();
  const subOrgTypes = useSubOrgTypes();
  const countries = useCountries();
  const states = useStates(o.address.country);
  const districts = useDistricts(o.address.state);
  const type = typeDisplayName([...(subOrgTypes.data ?? []), ...(orgTypes.data ?? [])], o.orgType);
  const editTo = sub ? `/configuration/suborganizationprofile/${o.orgId}` : `/configuration/organization/${o.orgId}`;
  const P = 'organizations.profile';
  const none = t(`${P}.none`);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {o.orgDisplayName || o.orgName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{o.orgName}</Typography>
            {type && <Chip size="small" label={type} />}
            {sub ? (
              <Typography variant="body2" data-testid="parent-organization">
                {t(`${P}.subOrganizationOf`)}{' '}
                <Link component={RouterLink} to={profileLink(o.parentOrgName)}>
                  {o.parentOrgName}
                </Link>
              </Typography>
            ) : (
              <Chip size="small" variant="outlined" label={t(`${P}.topLevel`)} />
            )}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <Permission anyOf={ORGANIZATION_ADMIN}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={`/configuration/suborganizationprofile?parent=${encodeURIComponent(o.orgName)}`}
            >
              {t(`${P}.createSubOrganization`)}
            </Button>
          </Permission>
          <Permission anyOf={SITE_ADMIN}>
            <Button variant="outlined" startIcon={<StoreIcon />} component={RouterLink} to="/configuration/site">
              {t(`${P}.createSite`)}
            </Button>
          </Permission>
          <Permission anyOf={ORGANIZATION_ADMIN}>
            <Button variant="outlined" startIcon={<EditIcon />} component={RouterLink} to={editTo}>
              {t(`${P}.edit`)}
            </Button>
          </Permission>
        </Stack>
      </Stack>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <DetailCard
            title={t(`${P}.details`)}
            empty={none}
            items={[
              { label: t(`${P}.orgName`), value: o.orgName },
              { label: t(`${P}.orgDisplayName`), value: o.orgDisplayName },
              { label: t(`${P}.orgAbbreviatedName`), value: o.orgAbbreviatedName },
              { label: t(`${P}.orgType`), value: type },
              { label: t(`${P}.orgUrl`), value: website(o.orgUrl) },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DetailCard
            title={t(`${P}.address`)}
            empty={none}
            items={[
              { label: t(`${P}.addressLine1`), value: o.address.addressLine1 },
              { label: t(`${P}.villageTownCity`), value: o.address.villageTownCity },
              { label: t(`${P}.district`), value: typeDisplayName(districts.data, o.address.district) },
              { label: t(`${P}.state`), value: typeDisplayName(states.data, o.address.state) },
              { label: t(`${P}.country`), value: typeDisplayName(countries.data, o.address.country) },
              { label: t(`${P}.pinCode`), value: o.address.pinCode },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DetailCard
            title={t(`${P}.contact`)}
            empty={none}
            items={[
              { label: t(`${P}.contactPersonName`), value: o.contactDetails.contactPersonName },
              {
                label: t(`${P}.contactNumber`),
                value: [o.contactDetails.countryCode, o.contactDetails.contactNumber].filter(Boolean).join(' '),
              },
              {
                label: t(`${P}.emailId`),
                value: o.contactDetails.emailId && <Link href={`mailto:${o.contactDetails.emailId}`}>{o.contactDetails.emailId}</Link>,
              },
            ]}
          />
        </Grid>
      </Grid>

      <Paper variant="outlined" component="section" aria-label={t(`${P}.hierarchy`)} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(`${P}.hierarchy`)}
        </Typography>
        <HierarchyTree organization={o.orgName} enlargeTo={`/organization-tree?organization=${encodeURIComponent(o.orgName)}`} />
      </Paper>

      {!sub && (
        <Paper variant="outlined" component="section" aria-label={t(`${P}.subOrganizations`)} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`${P}.subOrganizations`)}
          </Typography>
          <SubOrganizationTable orgName={o.orgName} />
        </Paper>
      )}
    </Stack>
  );
}
