// zod/mini carries no message texts ("Invalid input" for everything): this error map gives SPEC §8's.

import { SCHEMA_MESSAGES as M, receivedType } from '@gangway/protocol';
import type * as z from 'zod/mini';

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive ?? true;
  switch (issue.origin) {
    case 'string':
      return small ? M.TOO_SHORT({ minimum: bound }) : M.TOO_LONG({ maximum: bound });
    case 'array':
    case 'set':
      return small ? M.TOO_FEW({ minimum: bound }) : M.TOO_MANY({ maximum: bound });
    default:
      return small ? M.TOO_SMALL({ minimum: bound, inclusive }) : M.TOO_BIG({ maximum: bound, inclusive });
  }
}

export function schemaMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? M.REQUIRED
        : M.INVALID_TYPE({ expected: issue.expected, received: receivedType(issue.input) });
    case 'invalid_format':
      if (issue.format === 'email') return M.INVALID_EMAIL;
      if (issue.format === 'url') return M.INVALID_URL;
      return M.INVALID_FORMAT({ format: issue.format === 'regex' ? 'format' : issue.format });
    case 'invalid_value':
      return M.INVALID_ENUM({ options: issue.values.map(String), received: String(issue.input) });
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    default:
      return issue.message ?? M.INVALID;
  }
}

/** Parse options that give every issue SPEC §8's message. */
export const SCHEMA_PARSE_PARAMS = { error: schemaMessage } as const;
