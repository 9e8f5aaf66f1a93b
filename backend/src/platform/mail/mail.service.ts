import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged when the mail goes to the outbox instead of SMTP. */
  link?: string;
  /**
   * A stable Message-ID (`<id@host>`) for a mail that may be delivered again after a crash (a retried
   * job): mail clients fold copies with one id, and the file outbox keeps only the first.
   */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise an .eml file per message
 * in `<dataDir>/outbox/` and a log line with its link.
 *
 * `send` queues and returns at once, so a caller's response time does not depend on the mail
 * server (the forgot-password answer must not reveal whether a mail was sent). Failures are logged.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get outboxDir(): string {
    return path.join(this.config.dataDir, 'outbox');
  }

  send(message: MailMessage): void {
    const delivery = this.deliver(message)
      .catch((error: unknown) =>
        this.logger.error({ message: 'mail not sent', subject: message.subject, error: String(error) }),
      )
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Delivers now and resolves once the mail is accepted; a failure rejects (a job then retries). */
  async deliverNow(message: MailMessage): Promise<void> {
    await this.deliver(message);
  }

  /** Resolves once every queued mail is delivered or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
    this.transport.close();
  }

  private async deliver(message: MailMessage): Promise<void> {
    const suffix = message.messageId
      ? `-${createHash('sha256').update(message.messageId).digest('hex').slice(0, 16)}.eml`
      : `-${randomBytes(4).toString('hex')}.eml`;
    if (!this.config.smtpUrl && message.messageId && (await this.inOutbox(suffix))) return;
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      headers: message.headers,
    });
    if (this.config.smtpUrl) return;
    await mkdir(this.outboxDir, { recursive: true });
    const file = path.join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}${suffix}`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.logger.log({
      message: 'mail written to the outbox',
      subject: message.subject,
      file,
      link: message.link,
    });
  }

  /** Whether the outbox holds a mail of this Message-ID already (its file name ends with the id's hash). */
  private async inOutbox(suffix: string): Promise<boolean> {
    const files = await readdir(this.outboxDir).catch(() => [] as string[]);
    return files.some((file) => file.endsWith(suffix));
  }
}
