/** The icon of each top-level menu entry. */
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import type { NavIcon as NavIconName } from '@/app/layout/nav-menu';

const icons = {
  home: HomeOutlined,
  monitoring: MonitorHeartOutlined,
  configuration: SettingsOutlined,
  maintenance: BuildOutlined,
  reports: AssessmentOutlined,
  analytics: InsightsOutlined,
  faq: HelpOutlineOutlined,
  support: SupportAgentOutlined,
  profile: PersonOutlined,
} satisfies Record<NavIconName, unknown>;

export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = icons[name];
  return <Icon fontSize="small" />;
}
