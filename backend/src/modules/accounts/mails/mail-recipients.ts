import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface MailRecipient {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
}

/** A mail owed to a member, and where it goes. */
export interface Addressed<Owed> {
  readonly owed: Owed;
  readonly recipient: MailRecipient;
}

/** Who of some members the studio may mail: not deleted; a reminder only to those who keep reminders on. */
@Injectable()
export class MailRecipients {
  constructor(private readonly dataSource: DataSource) {}

  /** Each owed mail whose member may be mailed, with that member's address, in the order given. */
  async address<Owed extends { readonly userId: string }>(
    owed: readonly Owed[],
    { reminder }: { reminder: boolean },
  ): Promise<Addressed<Owed>[]> {
    const rows: MailRecipient[] = await this.dataSource.query(
      `SELECT id, email, first_name AS "firstName" FROM users
        WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL AND (session_reminders OR NOT $2)`,
      [owed.map((mail) => mail.userId), reminder],
    );
    const recipients = new Map(rows.map((row) => [row.id, row]));
    return owed.flatMap((mail) => {
      const recipient = recipients.get(mail.userId);
      return recipient ? [{ owed: mail, recipient }] : [];
    });
  }
}
