import { VisitorForm, type VisitorFormLabels, type VisitorFormProps } from './VisitorForm.tsx';

export type RequestFormLabels = VisitorFormLabels;

const KIND = {
  endpoint: '/api/requests',
  file: {
    field: 'attachment',
    accept: '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.gif,.webp',
    required: false,
  },
  company: true,
} as const;

/** The request form of the home and contacts pages (see VisitorForm): a file may come with it. */
export default function RequestForm(props: VisitorFormProps) {
  return <VisitorForm {...props} kind={KIND} />;
}
