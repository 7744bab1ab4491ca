// SPEC §9: one code mailed per address per 30 s, per inbox (+tags folded: mailbox.ts). One conditional upsert, so two
// requests at once cannot both pass.
import { sql } from 'kysely';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import { emailCooldown } from '../embeddedErrors.ts';
import { mailboxOf } from '../mail/mailbox.ts';

export async function takeMailCooldown(
  database: GangwayDatabase,
  projectId: string,
  email: string,
  cooldownSeconds: number,
): Promise<void> {
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
  if (taken) return;
  const row = await database.db
    .selectFrom('embedded_mail_cooldowns')
    .select(sql<number>`ceil(extract(epoch from next_at - now()))::int`.as('seconds'))
    .where('project_id', '=', projectId)
    .where('email', '=', inbox)
    .executeTakeFirst();
  throw emailCooldown(Math.max(1, row?.seconds ?? cooldownSeconds));
}
