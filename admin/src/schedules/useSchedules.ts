import type { Schedules } from '@industrial/api/schemas/schedules';
import { DEFAULT_TIME_ZONE } from '@industrial/api/settings';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../apiClient.ts';

/** What goes public or is withdrawn next, and the company's time zone that times are set and read in. */
export function useSchedules() {
  const query = useQuery({
    queryKey: ['schedules'],
    queryFn: async () => (await apiFetch<Schedules>('/schedules')).json,
    refetchInterval: 60_000,
  });
  return { ...query, timeZone: query.data?.timeZone ?? DEFAULT_TIME_ZONE };
}
