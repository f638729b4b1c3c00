import { VisitorForm, type VisitorFormProps } from './VisitorForm.tsx';

/**
 * A vacancy's application form (see VisitorForm): no company, a CV (PDF or Word) required, and the
 * vacancy applied to, with its title as the candidate reads it, sent along.
 */
export default function ApplicationForm({
  vacancy,
  ...props
}: VisitorFormProps & { vacancy: { id: number; title: string } }) {
  return (
    <VisitorForm
      {...props}
      kind={{
        endpoint: '/api/applications',
        file: { field: 'cv', accept: '.pdf,.doc,.docx', required: true },
        company: false,
        extra: { vacancyId: String(vacancy.id), vacancyTitle: vacancy.title },
      }}
    />
  );
}
