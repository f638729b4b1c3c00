import type { HealthReport as Health } from '@industrial/api/schemas/health';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { SectionCard } from '../common/SectionCard.tsx';

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A server whose database is down may still answer, with an error status and the same body. */
async function readHealth(): Promise<Health> {
  try {
    return (await apiFetch<Health>('/health', { anonymous: true })).json;
  } catch (error) {
    const body = error instanceof HttpError ? (error.body as { data?: Health } | undefined) : undefined;
    if (body?.data) return body.data;
    throw error;
  }
}

/** API version and database state as the server reports them, and the local time in ru-RU. */
export function SystemStatus() {
  const translate = useTranslate();
  const now = useClock();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: readHealth,
    refetchInterval: 30_000,
  });
  const database = health.data?.database;
  // Until the first answer comes this says «Загрузка…»; «нет ответа» only once the server did not answer.
  const unknown = translate(
    health.isPending ? 'admin.dashboard.health_loading' : 'admin.dashboard.health_unknown',
  );
  return (
    <SectionCard id="dashboard-system" title="admin.dashboard.system">
      <dl>
        <dt>{translate('admin.dashboard.api_version')}</dt>
        <dd data-testid="api-version">{health.data ? `v${health.data.version}` : unknown}</dd>
        <dt>{translate('admin.dashboard.database')}</dt>
        <dd data-testid="database-state">
          {database ? translate(`admin.dashboard.database_${database}`) : unknown}
        </dd>
        <dt>{translate('admin.dashboard.uploads')}</dt>
        <dd data-testid="uploads-state">
          {health.data?.uploads ? translate(`admin.dashboard.uploads_${health.data.uploads}`) : unknown}
        </dd>
        <dt>{translate('admin.dashboard.local_time')}</dt>
        <dd>{now.toLocaleString('ru-RU')}</dd>
      </dl>
    </SectionCard>
  );
}
