/** One e-mail: plain text and HTML bodies of the same message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. `send` resolves when the message was handed to SMTP or written to the outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
