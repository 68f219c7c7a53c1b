/**
 * /configuration/notifications (ALL_PRIVILEGE only, app/route-privileges):
 * who is told of an alert and how. Three tabs, the one shown in the URL
 * (view=policy, channels or deliveries): the escalation policy, the
 * channels with a test message to oneself, and the delivery log.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { PolicySection } from '@/features/notifications/components/policy-section';
import { ChannelSettingsSection } from '@/features/notifications/components/channel-settings';
import { DeliveryLog } from '@/features/notifications/components/delivery-log';

export const VIEWS = ['policy', 'channels', 'deliveries'] as const;
type View = (typeof VIEWS)[number];

const S = 'notifications.settings';

export function viewOf(params: URLSearchParams): View {
  const v = params.get('view');
  return (VIEWS as readonly string[]).includes(v ?? '') ? (v as View) : 'policy';
}

export default function NotificationSettingsRoute() {
  const { t } = useTranslation();
  const orgName = currentOrganization(useAuth());
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  return (
    <Box>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('nav.configuration') }, { label: t(`${S}.title`) }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t(`${S}.title`)}
          </Typography>
          <Tabs
            value={view}
            onChange={(_, v: View) => setParams(v === 'policy' ? {} : { view: v })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t(`${S}.tabs`)}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {VIEWS.map((v) => (
              <Tab
                key={v}
                value={v}
                label={t(`${S}.views.${v}`)}
                id={`notifications-tab-${v}`}
                aria-controls={`notifications-panel-${v}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`notifications-panel-${view}`} aria-labelledby={`notifications-tab-${view}`}>
            {view === 'policy' && <PolicySection orgName={orgName} />}
            {view === 'channels' && <ChannelSettingsSection />}
            {view === 'deliveries' && <DeliveryLog />}
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
