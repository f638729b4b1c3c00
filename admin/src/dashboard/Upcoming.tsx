import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { SectionCard } from '../common/SectionCard.tsx';
import { useSchedules } from '../schedules/useSchedules.ts';
import { offsetName, readableTime } from '../schedules/zonedTime.ts';

/** Запланировано: what goes public or is withdrawn next, and when, in the company's time zone. */
export function Upcoming() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, timeZone } = useSchedules();
  if (!data) return null;
  return (
    <SectionCard id="dashboard-upcoming" title="admin.schedule.upcoming">
      {data.upcoming.length === 0 ? (
        <Typography color="text.secondary">{translate('admin.schedule.upcoming_empty')}</Typography>
      ) : (
        <>
          <List dense aria-labelledby="dashboard-upcoming">
            {data.upcoming.map((entry) => (
              <ListItem key={`${entry.resource}-${entry.id}-${entry.action}`} disablePadding>
                <ListItemButton
                  component={Link}
                  to={createPath({ resource: entry.resource, id: entry.id, type: 'edit' })}
                >
                  <ListItemText
                    primary={`${readableTime(entry.at, timeZone)} · ${translate(`admin.schedule.actions.${entry.action}`)}`}
                    secondary={[
                      `${translate(`resources.${entry.resource}.name`, { smart_count: 1 })}: «${entry.title}»`,
                      entry.by && translate('admin.schedule.by', { email: entry.by }),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            {translate('admin.schedule.in_zone', { zone: timeZone, offset: offsetName(timeZone) })}
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
