import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface MailRecipient {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
}

/** Who of some members the studio may mail: not deleted; a reminder only to those who keep reminders on. */
@Injectable()
export class MailRecipients {
  constructor(private readonly dataSource: DataSource) {}

  async among(
    userIds: readonly string[],
    { reminder }: { reminder: boolean },
  ): Promise<Map<string, MailRecipient>> {
    const rows: MailRecipient[] = await this.dataSource.query(
      `SELECT id, email, first_name AS "firstName" FROM users
        WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL AND (session_reminders OR NOT $2)`,
      [userIds, reminder],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
