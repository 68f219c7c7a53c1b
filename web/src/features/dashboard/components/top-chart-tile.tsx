/** The dashboard's top chilling results chart (BMC_TILE), first loaded By Chilling Duration (spec 03 §2). */
import { useTranslation } from 'react-i18next';
import { TopChart } from '@/components/top-chart/top-chart';
import { INITIAL_ATTRIBUTE } from '@/lib/top-chart';
import { TileCard } from '@/features/dashboard/components/tile-card';

export function TopChartTile() {
  const { t } = useTranslation();
  return (
    <TileCard title={t('chart.title')}>
      <TopChart initialAttribute={INITIAL_ATTRIBUTE} />
    </TileCard>
  );
}
