/** A placeholder dashboard with static demo numbers, shown after at least 500 ms (demo data, no call). */
import type { HeadFC } from 'gatsby';
import { useEffect, useState } from 'react';
import { DASHBOARD_MIN_LOADING_MS } from '@cloud-consulting/domain/constants';
import { Spinner } from '../components/loader/spinner';
import { FirstScreenHeld } from '../components/page/first-screen-held';
import { PageSection } from '../components/page/page-section';
import { Seo } from '../components/seo/seo';

export const DEMO_DASHBOARD = {
  stats: [
    { label: 'Projects', value: 12 },
    { label: 'Total Tasks', value: 48 },
    { label: 'Completed', value: 31 },
  ],
  recentActivity: [
    'Azure landing zone review completed',
    'DevOps pipeline workshop scheduled',
    'AI/ML proof of concept kicked off',
  ],
};

type DashboardData = typeof DEMO_DASHBOARD;

/** The demo data after the minimum loading time; a real source would replace `load`. */
export function loadDashboard(
  load: () => Promise<DashboardData> = () => Promise.resolve(DEMO_DASHBOARD),
): Promise<DashboardData> {
  const minimum = new Promise((resolve) => setTimeout(resolve, DASHBOARD_MIN_LOADING_MS));
  return Promise.all([load(), minimum]).then(([data]) => data);
}

export function Dashboard({ load }: { load?: () => Promise<DashboardData> }) {
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadDashboard(load).then(
      (result) => live && setData(result),
      (reason: unknown) =>
        live && setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      live = false;
    };
  }, [load]);

  return (
    <PageSection name="Dashboard">
      <FirstScreenHeld>
        <h1>Dashboard</h1>
        {error && <p role="alert">Error loading dashboard data: {error}</p>}
        {!error && !data && <Spinner label="Loading dashboard" />}
        {data && (
          <>
            <dl sx={{ display: 'grid', gridTemplateColumns: ['1fr', 'repeat(3, 1fr)'], gap: 3 }}>
              {data.stats.map((stat) => (
                <div key={stat.label} sx={{ bg: 'muted', borderRadius: 'default', p: 3 }}>
                  <dt sx={{ color: 'mutedText' }}>{stat.label}</dt>
                  <dd sx={{ m: 0, fontSize: 6, fontWeight: 'bold' }}>{stat.value}</dd>
                </div>
              ))}
            </dl>
            <h2>Recent Activity</h2>
            <ul>
              {data.recentActivity.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </FirstScreenHeld>
    </PageSection>
  );
}

export default function DashboardPage() {
  return <Dashboard />;
}

export const Head: HeadFC = () => <Seo title="Dashboard" path="/dashboard" indexable={false} />;
