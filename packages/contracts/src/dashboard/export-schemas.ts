import { Type, type Static } from '@sinclair/typebox';
import type { Entitlement } from '../billing/entitlements';
import { RequiredPlan } from '../marketing/marketing-schemas';

/**
 * Exports (Premium: `export_pdf`, `export_video`), made by the render service from the job queue: the invitation as a
 * print-ready A5 PDF (optionally a page per guest with their personal link's QR), the door list as a PDF for a desk
 * with no device, and a portrait video for WhatsApp Status and Instagram. The dashboard creates them and answers
 * their state; the host downloads through a short-lived signed address.
 */
export const exportKinds = ['invitation_pdf', 'door_list', 'video'] as const;
export type ExportKind = (typeof exportKinds)[number];

export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** The entitlement each kind needs: the two PDFs are `export_pdf`, the video `export_video`. */
export const exportEntitlement: Record<ExportKind, Extract<Entitlement, 'export_pdf' | 'export_video'>> = {
  invitation_pdf: 'export_pdf',
  door_list: 'export_pdf',
  video: 'export_video',
};

type ExportAllowances = Record<'export_pdf' | 'export_video', number>;
/**
 * How many exports an account may start per day (Jakarta), per entitlement and plan: a fair share of the render
 * service (a retry of a failed export is a new export, and counts). A plan an admin gives the entitlement to, without a line
 * here, gets Premium's.
 */
export const exportDailyLimits: Record<string, ExportAllowances> = {
  premium: { export_pdf: 20, export_video: 5 },
  // Resellers make exports for their clients' events.
  reseller: { export_pdf: 100, export_video: 20 },
};
export const exportDailyLimit = (planId: string): ExportAllowances =>
  exportDailyLimits[planId] ?? exportDailyLimits.premium!;

/** Hours a finished file stays downloadable before it is deleted (EXPORT_KEEP_HOURS). */
export const exportKeepHoursDefault = 72;
/** EXPORT_KEEP_HOURS as the dashboard and the render worker both read it: whole hours, at least 1. */
export const exportKeepHours = (value: string | undefined): number => {
  const hours = Math.floor(Number(value));
  return Number.isFinite(hours) && hours >= 1 ? hours : exportKeepHoursDefault;
};
/** Seconds a download address stays valid. */
export const exportLinkSeconds = 300;

/** Why an export failed, in the order the host reads them. */
export const exportFailures = [
  'no_content',
  'media_unreadable',
  'render_failed',
  'timed_out',
  'worker_lost',
  'too_large',
] as const;

/** The most guests a door list holds, and the most pages of guests an invitation PDF makes. */
export const exportGuestCaps = { doorList: 10_000, perGuest: 1_000 };
export type ExportFailure = (typeof exportFailures)[number];

export const CreateExportBody = Type.Object(
  {
    kind: Type.Union(exportKinds.map((kind) => Type.Literal(kind))),
    /** The invitation PDF only: one page per guest with their name and the QR of their personal link. */
    per_guest: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateExportBody = Static<typeof CreateExportBody>;

export const ExportView = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Union(exportKinds.map((kind) => Type.Literal(kind))),
  per_guest: Type.Boolean(),
  status: Type.Union(exportStatuses.map((status) => Type.Literal(status))),
  /** 0–100 while it runs. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Why it failed (failed only), in Indonesian. */
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
  file_name: Type.String(),
  size_bytes: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
  /** When the file is deleted (done only). */
  expires_at: Type.Union([Type.String(), Type.Null()]),
});
export type ExportView = Static<typeof ExportView>;

const Allowance = Type.Object({
  used: Type.Integer(),
  limit: Type.Integer(),
  /** The owner's plan lacks it: the cheapest plan that has it (null: it is in the plan). */
  locked: Type.Union([RequiredPlan, Type.Null()]),
});

export const ExportList = Type.Object({
  exports: Type.Array(ExportView),
  /** Today's use per entitlement, and the lock when the owner's plan lacks it. */
  allowance: Type.Object({ export_pdf: Allowance, export_video: Allowance }),
  keep_hours: Type.Integer(),
});
export type ExportList = Static<typeof ExportList>;

export const ExportParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  exportId: Type.String({ format: 'uuid' }),
});

export const ExportLink = Type.Object({ url: Type.String(), expires_at: Type.String() });
export type ExportLink = Static<typeof ExportLink>;

/** The file's name as the host saves it, from the invitation's slug. */
export function exportFileName(kind: ExportKind, slug: string, perGuest = false): string {
  if (kind === 'video') return `undangan-${slug}.mp4`;
  if (kind === 'door_list') return `daftar-tamu-${slug}.pdf`;
  return perGuest ? `undangan-${slug}-per-tamu.pdf` : `undangan-${slug}.pdf`;
}

/** What the render service is asked to make (the job's data): the export's row id; the rest it reads itself. */
export interface RenderJob {
  exportId: string;
}
