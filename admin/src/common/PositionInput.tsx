import { LIMITS } from '@industrial/api/content';
import { NumberInput } from 'react-admin';
import { wholeNumber } from './validation.ts';

/** The manual sort position every resource has: lower comes first. */
export function PositionInput() {
  return (
    <NumberInput source="position" min={0} step={1} defaultValue={0} validate={wholeNumber(-LIMITS.count)} />
  );
}
