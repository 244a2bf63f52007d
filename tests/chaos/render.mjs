// Chaos for exports: the render worker is killed (SIGKILL) while it encodes a video and started again by the
// supervisor; the export gets its second attempt and finishes, and no file is ever served before it is whole.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseUrl, pidOn, readyOn, waitFor, withDatabase } from './stack.mjs';

const check = (what, ok, detail) => ({ what, ok: Boolean(ok), detail });

async function call(path, token, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const stateOf = (id) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `select status, attempts, progress, error, result_key from render_exports where id = $1`,
      [id],
    );
    return rows[0];
  });

export async function killMidRender({ port, lines }) {
  const signIn = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@contoh.id', password: 'demo12345' }),
  });
  const session = await signIn.json();
  const stamp = String(Date.now()).slice(-6);
  const invitationId = await withDatabase(async (db) => {
    await db.query(
      `insert into subscriptions (user_id, plan_id, status) select $1, 'premium', 'active'
       where not exists (select 1 from subscriptions where user_id = $1 and plan_id = 'premium' and status = 'active')`,
      [session.user.id],
    );
    const { rows } = await db.query(
      `insert into invitations (user_id, slug, couple_name, category, event_date, theme_id, is_active)
       values ($1, $2, 'Chaos & Render', 'wedding', current_date + 30, 'ocean-breeze', true) returning id`,
      [session.user.id, `chaos-render-${stamp}`],
    );
    return rows[0].id;
  });
  const started = await call(`/api/dashboard/invitations/${invitationId}/exports`, session.access_token, {
    method: 'POST',
    body: JSON.stringify({ kind: 'video' }),
  });
  const id = started.body?.id;
  // Killed while ffmpeg encodes (progress past the frames), when a worker holds the most unfinished work.
  await waitFor(async () => (await stateOf(id))?.progress >= 35, 90_000, 'encoding').catch(() => null);
  const atKill = await stateOf(id);
  const linkWhileRunning = await call(
    `/api/dashboard/invitations/${invitationId}/exports/${id}/link`,
    session.access_token,
  );
  const pid = pidOn(port);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  const backMs = await waitFor(async () => pidOn(port) !== pid && (await readyOn(port)), 30_000, 'render back').catch(
    () => null,
  );
  let servedEarly = false;
  const doneMs = await waitFor(
    async () => {
      const now = await stateOf(id);
      if (now.status !== 'done') {
        const link = await call(`/api/dashboard/invitations/${invitationId}/exports/${id}/link`, session.access_token);
        servedEarly ||= link.status === 200;
      }
      return now.status === 'done' || now.status === 'failed';
    },
    150_000,
    'export finished',
  ).catch(() => null);
  const after = await stateOf(id);
  let duration = null;
  let whole = false;
  if (after.status === 'done') {
    const link = await call(`/api/dashboard/invitations/${invitationId}/exports/${id}/link`, session.access_token);
    const file = await fetch(new URL(link.body.url, baseUrl));
    const bytes = Buffer.from(await file.arrayBuffer());
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-render-')), 'video.mp4');
    fs.writeFileSync(target, bytes);
    whole = Number(file.headers.get('content-length') ?? bytes.length) === bytes.length;
    duration = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', target], {
        encoding: 'utf8',
      }).trim(),
    );
  }
  const noted = lines.some(({ at, line }) => at >= killedAt && line.includes('render berhenti (sinyal SIGKILL)'));
  return {
    name: 'kill -9 the render worker while it encodes a video export',
    numbers: { atKill, after, backMs, doneMs, duration },
    checks: [
      check('the export was started', started.status === 202, `${started.status}`),
      check('killed mid-render', atKill?.status === 'running', JSON.stringify(atKill)),
      check('no link while it ran', linkWhileRunning.status === 409, `${linkWhileRunning.status}`),
      check('the supervisor said so', noted),
      check('retried once and finished', after.status === 'done' && after.attempts === 2, JSON.stringify(after)),
      check('never a link before the file was whole', !servedEarly),
      check('the file is a whole video', whole && duration >= 15 && duration <= 30, `${duration} s`),
    ],
  };
}
