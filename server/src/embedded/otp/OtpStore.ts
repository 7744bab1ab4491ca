// Issues and checks one-time codes: 10 minutes, single use, the newest code of a subject only, and void after
// OTP_MAX_ATTEMPTS tries (a try is counted before the comparison, so parallel guesses cannot exceed it).
import { ONE_MINUTE_S, ONE_SECOND_MS } from '@gangway/protocol';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import type { OtpPurpose } from '../../db/schema.ts';
import { otpExpired, otpInvalid, otpLocked } from '../embeddedErrors.ts';
import { randomToken } from '../secrets.ts';
import { newOtpCode, otpHash, otpMatches } from './otpCodes.ts';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/** Whom a code is for: the address mailed, and the device (login, device) or user (e-mail update) asking. */
export interface OtpSubject {
  projectId: string;
  purpose: OtpPurpose;
  email: string;
  deviceId?: string;
  userId?: string;
}

/** Which codes a verification looks at: an e-mail update's second code is found by its user alone. */
export type OtpLookup = Omit<OtpSubject, 'email'> & { email?: string };

export interface IssuedOtp {
  id: string;
  code: string;
}

export interface VerifiedOtp {
  newEmail: string | null;
}

export class OtpStore {
  constructor(
    private readonly database: GangwayDatabase,
    private readonly codeKey: Uint8Array,
  ) {}

  async issue(subject: OtpSubject, newEmail?: string): Promise<IssuedOtp> {
    const id = randomToken(16);
    const code = newOtpCode();
    await this.database.db
      .insertInto('embedded_otps')
      .values({
        id,
        project_id: subject.projectId,
        purpose: subject.purpose,
        email: subject.email,
        device_id: subject.deviceId ?? null,
        user_id: subject.userId ?? null,
        new_email: newEmail ?? null,
        code_hash: otpHash(this.codeKey, id, code),
        expires_at: new Date(Date.now() + OTP_TTL_MINUTES * ONE_MINUTE_S * ONE_SECOND_MS),
      })
      .execute();
    return { id, code };
  }

  /** Deletes a code that never reached its inbox, so the code mailed before it stays the newest. */
  async withdraw(id: string): Promise<void> {
    await this.database.db.deleteFrom('embedded_otps').where('id', '=', id).execute();
  }

  /** Uses the subject's newest code if `code` is it; throws OTP_INVALID, OTP_EXPIRED or OTP_LOCKED otherwise. */
  async verify(subject: OtpLookup, code: string): Promise<VerifiedOtp> {
    const { db } = this.database;
    let query = db
      .selectFrom('embedded_otps')
      .select(['id', 'code_hash', 'new_email', 'used_at', 'attempts'])
      .select(sql<boolean>`expires_at <= now()`.as('expired'))
      .where('project_id', '=', subject.projectId)
      .where('purpose', '=', subject.purpose);
    if (subject.email !== undefined) query = query.where('email', '=', subject.email);
    if (subject.deviceId !== undefined) query = query.where('device_id', '=', subject.deviceId);
    if (subject.userId !== undefined) query = query.where('user_id', '=', subject.userId);
    const latest = await query.orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
    if (!latest || latest.used_at !== null) throw otpInvalid();
    if (latest.attempts >= OTP_MAX_ATTEMPTS) throw otpLocked();
    if (latest.expired) throw otpExpired();
    const counted = await db
      .updateTable('embedded_otps')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', OTP_MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    if (!counted) throw otpLocked();
    if (!otpMatches(this.codeKey, latest.id, code, latest.code_hash)) {
      throw counted.attempts >= OTP_MAX_ATTEMPTS ? otpLocked() : otpInvalid();
    }
    const used = await db
      .updateTable('embedded_otps')
      .set({ used_at: new Date() })
      .where('id', '=', latest.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw otpInvalid();
    return { newEmail: latest.new_email };
  }
}
