/** The icon of each kind of tree node (legend and nodes alike). */
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import FactoryIcon from '@mui/icons-material/Factory';
import KitchenIcon from '@mui/icons-material/Kitchen';
import MapIcon from '@mui/icons-material/Map';
import RouteIcon from '@mui/icons-material/Route';
import SensorsIcon from '@mui/icons-material/Sensors';
import StoreIcon from '@mui/icons-material/Store';
import type { NodeKind } from '@/features/organizations/components/tree-model';

const ICONS: Record<NodeKind, typeof AcUnitIcon> = {
  organization: CorporateFareIcon,
  subOrganization: AccountTreeIcon,
  chillingCenter: AcUnitIcon,
  plant: FactoryIcon,
  route: RouteIcon,
  zone: MapIcon,
  site: StoreIcon,
  bmc: KitchenIcon,
  device: SensorsIcon,
};

export function NodeKindIcon({ kind, ...props }: { kind: NodeKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon data-icon={kind} aria-hidden="true" {...props} />;
}
