// SPEC §9: one code mailed per address per 30 s, per inbox (+tags folded: mailbox.ts). One conditional upsert, so two
// requests at once cannot both pass. A code that was not mailed gives the cooldown back (mailNewCode).
import { sql } from 'kysely';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import { emailCooldown } from '../embeddedErrors.ts';
import { mailboxOf } from '../mail/mailbox.ts';

export interface MailCooldown {
  /** Ends the cooldown taken: the mail it was for did not go out. */
  release(): Promise<void>;
}

export async function takeMailCooldown(
  database: GangwayDatabase,
  projectId: string,
  email: string,
  cooldownSeconds: number,
): Promise<MailCooldown> {
  const inbox = mailboxOf(email).address;
  const next = sql<Date>`now() + make_interval(secs => ${cooldownSeconds})`;
  const taken = await database.db
    .insertInto('embedded_mail_cooldowns')
    .values({ project_id: projectId, email: inbox, next_at: next })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'email'])
        .doUpdateSet({ next_at: next })
        .where('embedded_mail_cooldowns.next_at', '<=', sql<Date>`now()`),
    )
    .returning('next_at')
    .executeTakeFirst();
  if (taken) {
    return {
      async release() {
        await database.db
          .deleteFrom('embedded_mail_cooldowns')
          .where('project_id', '=', projectId)
          .where('email', '=', inbox)
          .execute();
      },
    };
  }
  const row = await database.db
    .selectFrom('embedded_mail_cooldowns')
    .select(sql<number>`ceil(extract(epoch from next_at - now()))::int`.as('seconds'))
    .where('project_id', '=', projectId)
    .where('email', '=', inbox)
    .executeTakeFirst();
  throw emailCooldown(Math.max(1, row?.seconds ?? cooldownSeconds));
}
