// SPEC §5 account names, as the visitor types one: letters, digits or hyphens, at least 4 characters.
import { NAME_LABEL_MAX_LENGTH, NAME_LABEL_MIN_LENGTH, NAME_LABEL_PATTERN } from '@gangway/protocol';

export type LabelProblem = 'nameCharacters' | 'nameTooShort' | 'nameTooLong';

/** What is wrong with `label` (a key of the view's messages), or undefined when it may be looked up. */
export function labelProblem(label: string): LabelProblem | undefined {
  if (label !== '' && !NAME_LABEL_PATTERN.test(label)) return 'nameCharacters';
  if (label.length < NAME_LABEL_MIN_LENGTH) return 'nameTooShort';
  if (label.length > NAME_LABEL_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}

/** The label of a suggestion (`label.zone`). */
export const labelOf = (name: string, zone: string) =>
  name.endsWith(`.${zone}`) ? name.slice(0, -(zone.length + 1)) : name;
