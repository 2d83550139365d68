import { z } from "zod";
import { shopwareDate } from "../lib/dates";

/** A saved editor project (Printbox's project, as the shop's pbx2 plugin mirrors it). */
export const projectSchema = z.object({
  id: z.string(),
  owner: z.string(),
  name: z.string(),
  productFamilyId: z.string(),
  moduleId: z.string(),
  pageCount: z.number().int().positive(),
  quantity: z.number().int().positive(),
  optionIds: z.array(z.number().int()),
  thumbnailUrl: z.string(),
  ordered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export async function findProject(db: D1Database, id: string): Promise<Project | null> {
  const row = await db.prepare(`SELECT payload FROM project WHERE id = ?`).bind(id).first<{ payload: string }>();
  return row ? projectSchema.parse(JSON.parse(row.payload)) : null;
}

export async function listProjects(db: D1Database, owner: string): Promise<Project[]> {
  const rows = await db
    .prepare(`SELECT payload FROM project WHERE owner = ? ORDER BY created_at DESC`)
    .bind(owner)
    .all<{ payload: string }>();
  return rows.results.map((r) => projectSchema.parse(JSON.parse(r.payload)));
}

export async function saveProject(db: D1Database, project: Project): Promise<void> {
  await db
    .prepare(`INSERT INTO project (id, owner, payload, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET owner = excluded.owner, payload = excluded.payload, updated_at = excluded.updated_at`)
    .bind(project.id, project.owner, JSON.stringify(project), project.createdAt, project.updatedAt)
    .run();
}

/** Projects of a guest move to the customer when the guest logs in or registers. */
export async function adoptProjects(db: D1Database, fromOwner: string, toOwner: string): Promise<void> {
  const projects = await listProjects(db, fromOwner);
  for (const p of projects) await saveProject(db, { ...p, owner: toOwner, updatedAt: shopwareDate(Date.now()) });
}

/** Editor sessions: the key the editor sends (Session-Id) names whose projects it works on. */
export const SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;

export async function createSession(
  db: D1Database,
  owner: string,
  sessionId: string,
  now = Date.now(),
): Promise<{ sessionId: string; expiresAt: number }> {
  const expiresAt = now + SESSION_LIFETIME_MS;
  await db
    .prepare(`INSERT INTO pbx_session (session_id, owner, expires_at) VALUES (?, ?, ?)`)
    .bind(sessionId, owner, expiresAt)
    .run();
  return { sessionId, expiresAt };
}

export async function sessionOwner(db: D1Database, sessionId: string, now = Date.now()): Promise<string | null> {
  const row = await db
    .prepare(`SELECT owner, expires_at FROM pbx_session WHERE session_id = ?`)
    .bind(sessionId)
    .first<{ owner: string; expires_at: number }>();
  return row && row.expires_at > now ? row.owner : null;
}
