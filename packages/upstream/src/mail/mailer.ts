import nodemailer from 'nodemailer';

/**
 * Where e-mails go (invoices, password-reset links): an SMTP server (SMTP_URL, through nodemailer)
 * or nowhere but the outbox table (every e-mail is recorded either way, so the demo and the tests can
 * read it back). Shared by domains, so it lives below them.
 */
export interface OutgoingEmail {
  to: string;
  from: string;
  bcc: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' when the message was handed to an SMTP server, 'outbox' when it is only recorded. */
  readonly delivery: 'smtp' | 'outbox';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export const outboxMailer: Mailer = {
  delivery: 'outbox',
  send: async () => {},
  close: () => {},
};

/** An SMTP mailer for a URL such as smtp://user:pass@mail.example.com:587 or smtps://... */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    delivery: 'smtp',
    async send(email) {
      await transport.sendMail({
        to: email.to,
        from: email.from,
        ...(email.bcc ? { bcc: email.bcc } : {}),
        subject: email.subject,
        text: email.text,
      });
    },
    close: () => transport.close(),
  };
}

export function mailerFor(smtpUrl: string | undefined): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl) : outboxMailer;
}
