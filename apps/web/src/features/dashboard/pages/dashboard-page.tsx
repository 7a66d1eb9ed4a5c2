import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboardBadges } from '../api/use-dashboard-badges';
import { TileGroup } from '../components/tile-group';
import { DASHBOARD_GROUPS } from '../dashboard-tiles';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: badges } = useDashboardBadges();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <h1 className="font-bold text-3xl tracking-tight">DASHBOARD</h1>
      {DASHBOARD_GROUPS.map((group) => (
        <TileGroup key={group.title} group={group} badges={badges} />
      ))}
    </div>
  );
}
