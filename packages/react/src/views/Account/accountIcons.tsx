// Icons only the Account view and its parts show: here rather than in icons.tsx, so the initial bundle does not
// carry them.
import { Icon } from '../../modal/icons.tsx';

export const ChevronRightIcon = () => (
  <Icon size={18} directional>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);
export const CopyIcon = () => (
  <Icon size={16}>
    <rect x="9" y="9" width="12" height="12" rx="2.5" />
    <path d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5" />
  </Icon>
);
