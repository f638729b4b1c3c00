import { useEffect, useState } from 'react';
import { plainText, type QuotedItem, readQuote, sitePath } from './quote.ts';
import { VisitorForm, type VisitorFormLabels, type VisitorFormProps } from './VisitorForm.tsx';

export type RequestFormLabels = VisitorFormLabels & { item: string; itemRemove: string; itemGone: string };

export interface RequestFormProps extends Omit<VisitorFormProps, 'labels' | 'limits'> {
  labels: RequestFormLabels;
  limits: VisitorFormProps['limits'] & { referrerHost: number; utm: number };
}

const KIND = {
  endpoint: '/api/requests',
  file: {
    field: 'attachment',
    accept: '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.gif,.webp',
    required: false,
  },
  company: true,
} as const;

/**
 * Where the visit came from, as the page's head script remembered it for the visit
 * (components/VisitOrigin.astro), checked again: the storage is the visitor's to change.
 */
function visitOrigin(limits: RequestFormProps['limits']): Record<string, string> {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(sessionStorage.getItem('visit-origin') ?? '{}') ?? {};
  } catch {}
  const text = (name: string) => (typeof stored[name] === 'string' ? (stored[name] as string) : '');
  const host = text('referrerHost').toLowerCase();
  return {
    landingPath: sitePath(text('landingPath')),
    referrerHost: /^[a-z0-9.-]+(:[0-9]{1,5})?$/.test(host) ? host.slice(0, limits.referrerHost) : '',
    utmSource: plainText(text('utmSource'), limits.utm),
    utmMedium: plainText(text('utmMedium'), limits.utm),
    utmCampaign: plainText(text('utmCampaign'), limits.utm),
  };
}

/**
 * The request form of the home and contacts pages (see VisitorForm): a file may come with it. It
 * names the item a «Запросить расчёт» link brought (removable) and sends where the visit came from.
 */
export default function RequestForm({ labels, limits, ...props }: RequestFormProps) {
  // The item a «Запросить расчёт» link brought (read after hydration: the page itself is static).
  const [item, setItem] = useState<QuotedItem | null>(null);
  useEffect(() => setItem(readQuote(location.search)), []);
  const named = item && (item.title || `№${item.id}`);
  return (
    <VisitorForm
      {...props}
      labels={labels}
      limits={limits}
      kind={KIND}
      refusals={{ 'request.item_unknown': labels.itemGone }}
      send={() => ({
        // What the request was asked about and from where; where the visit came from.
        ...(item && { itemResource: item.resource, itemId: String(item.id), itemTitle: item.title }),
        pagePath: item?.from || sitePath(location.pathname),
        ...visitOrigin(limits),
      })}
      header={
        named && (
          <p className="request-item">
            <span>{labels.item}</span>{' '}
            <span className="request-item-chip">
              <span>{named}</span>
              <button
                type="button"
                className="request-item-remove"
                aria-label={labels.itemRemove.replace('{item}', named)}
                onClick={(event) => {
                  const form = event.currentTarget.form;
                  setItem(null);
                  // The button goes with the item: the form's first field takes the focus.
                  form?.querySelector<HTMLElement>('[name="name"]')?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </span>
          </p>
        )
      }
    />
  );
}
