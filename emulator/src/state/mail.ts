import { shopwareDate } from "../lib/dates";

/** A mail the shop sent, kept in the outbox so tests and developers can follow its links. */
export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  template: string;
  text: string;
  links: Record<string, string>;
  createdAt: string;
}

export async function sendMail(db: D1Database, mail: Omit<OutboxMail, "id" | "createdAt">): Promise<void> {
  await db
    .prepare(`INSERT INTO mail (recipient, subject, template, body_text, links, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
    .bind(mail.recipient, mail.subject, mail.template, mail.text, JSON.stringify(mail.links), shopwareDate(Date.now()))
    .run();
}

export async function listMails(db: D1Database, recipient?: string): Promise<OutboxMail[]> {
  const rows = await (recipient
    ? db.prepare(`SELECT * FROM mail WHERE recipient = ? ORDER BY id DESC LIMIT 200`).bind(recipient.toLowerCase())
    : db.prepare(`SELECT * FROM mail ORDER BY id DESC LIMIT 200`)
  ).all<{
    id: number;
    recipient: string;
    subject: string;
    template: string;
    body_text: string;
    links: string;
    created_at: string;
  }>();
  return rows.results.map((r) => ({
    id: r.id,
    recipient: r.recipient,
    subject: r.subject,
    template: r.template,
    text: r.body_text,
    links: JSON.parse(r.links),
    createdAt: r.created_at,
  }));
}

/** Order and customer numbers count up per kind, like Shopware's number ranges. */
export async function nextNumber(db: D1Database, name: string, start: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO sequence (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
    )
    .bind(name, start)
    .first<{ value: number }>();
  return row!.value;
}
