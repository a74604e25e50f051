// Newsletter dispatches of the past year with their outbox rows, unsubscribes,
// bounces, a custom list and two sign-ups that differ only by case and spaces,
// so the archive, the statistics chart and the maintenance tools show real data.
import { addDays, instant } from "./dates.ts";
import type { Rng } from "./random.ts";
import type { InsertWriter } from "./sql.ts";

const KINDS = ["print", "shows", "video", "artguide", "stationary"] as const;
const SUBJECTS: Record<(typeof KINDS)[number], string> = {
  print: "The new issue of Artmagazine",
  shows: "Openings this week in New York",
  video: "New on Artmagazine video",
  artguide: "Your art guide for the week: Berlin",
  stationary: "A letter from the editors",
};

export function seedNewsletter(
  out: InsertWriter,
  rng: Rng,
  today: string,
  signups: readonly string[],
  adminId: number,
) {
  const dispatchCount = 24;
  const dispatches: (string | number)[][] = [];
  const mails: (string | number | null)[][] = [];
  const unsubscribes = new Map<string, [string, number, string]>();
  let mailId = 100_000;
  for (let i = 0; i < dispatchCount; i++) {
    const id = i + 1;
    const kind = KINDS[i % KINDS.length]!;
    const day = addDays(today, -360 + i * 15);
    const created = instant(day, 600);
    dispatches.push([
      id,
      `seed-dispatch-${id}`,
      kind,
      "all",
      "Everyone signed up",
      SUBJECTS[kind],
      "",
      adminId,
      created,
    ]);
    // The list grows over the year: from 60 % of today's sign-ups to all of them.
    const reach = Math.max(1, Math.round(signups.length * (0.6 + (0.4 * i) / (dispatchCount - 1))));
    for (const email of signups.slice(0, reach)) {
      if (unsubscribes.has(email)) continue;
      mailId += 1;
      const failed = rng.chance(0.04);
      mails.push([
        mailId,
        email,
        SUBJECTS[kind],
        "",
        created,
        failed ? "failed" : "sent",
        1,
        failed ? null : instant(day, 605),
        failed ? "mailbox unavailable" : null,
        id,
      ]);
      if (!failed && rng.chance(0.02)) unsubscribes.set(email, [email, id, instant(addDays(day, 1), 540)]);
    }
  }
  out.insert(
    "newsletter_dispatches",
    ["id", "idempotency_key", "kind", "segment", "segment_label", "subject", "preheader", "created_by", "created_at"],
    dispatches,
  );
  out.insert(
    "mail_outbox",
    ["id", "to_email", "subject", "body", "created_at", "state", "attempts", "sent_at", "last_error", "dispatch_id"],
    mails,
  );
  out.insert("newsletter_unsubscribes", ["email", "dispatch_id", "created_at"], [...unsubscribes.values()]);
  // Two hard bounces and a soft one among the sign-ups.
  const bounced = signups.slice(-3);
  out.insert(
    "newsletter_bounces",
    ["email", "kind", "dispatch_id", "created_at"],
    bounced.map((email, i) => [email, i === 2 ? "soft" : "hard", dispatchCount, instant(addDays(today, -5), 600)]),
  );
  // Sign-ups that only differ from older ones by case and spaces: the duplicates tool's work.
  out.insert(
    "newsletter_signups",
    ["email", "origin", "created_at"],
    signups.slice(0, 2).map((email, i) => [` ${email.toUpperCase()} `, "import", instant(addDays(today, -1), 600 + i)]),
  );
  out.insert(
    "newsletter_lists",
    ["id", "name", "created_at"],
    [[1, "Gallery partners", instant(addDays(today, -30), 600)]],
  );
  out.insert(
    "newsletter_list_members",
    ["list_id", "email"],
    ["partners@galerie-nord.example", "press@kunsthalle-west.example", "office@studio-linden.example"].map((e) => [
      1,
      e,
    ]),
  );
}
