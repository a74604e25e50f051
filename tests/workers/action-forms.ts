/**
 * A valid post for every form action and /api write, and what each of its
 * fields is, so tests can spoil one field at a time and know the message
 * that must name it. Keyed by route module (app/routes.ts) and by
 * "METHOD /api/path" (workers/api/table.ts): tests/workers/field-rules.test.ts
 * checks that every action and write of the code has its entry here.
 */
import { env } from "cloudflare:workers";
import { ACCOUNT_FIELDS, accountTexts } from "#machines/rules/account/account";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { GUIDE_ADMIN_MESSAGES as GM, GUIDE_ADMIN_FIELDS } from "#machines/rules/admin/adminGuide";
import { NEWSLETTER_ERRORS } from "#machines/rules/admin/adminNewsletter";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { FIELD_MESSAGES } from "#machines/rules/forms/fieldRules";
import { NEWSLETTER_MESSAGES } from "#machines/rules/newsletter/newsletterTexts";
import { ADDRESS_FIELDS } from "#workers/api/shop/addressSchema";
import { SUBSCRIBE_FIELDS } from "#workers/api/shop/subscribeForm";
import { ADMIN_MESSAGES, FEATURED_LIST_MESSAGES } from "#workers/services/admin/adminForms";
import { BODY_LIMITS } from "#workers/services/http/requestBody";
import { EMAILS_MAX_LENGTH, NEWSLETTER_FIELDS } from "#workers/services/mail/newsletterForms";
import type { TestReader } from "./guide-helpers";

export type Who = "visitor" | "reader" | "admin" | "guideAdmin";

/**
 * What a field is, by the answers it must give: `control` the message for a control character in it,
 * `tooLong` its maximum and message, `date` the message for a day the calendar lacks. A message left
 * out means the route's usual answer for a value it does not know (a 4xx, never a 5xx).
 * `accepts` fields take any value: a return address (answered with an on-site Location) or
 * a choice whose unknown values mean the form's default step; nothing else may change.
 */
export interface FieldRule {
  control?: string;
  tooLong?: { max: number; message: string };
  date?: string;
  accepts?: "return address" | "default step";
}

/** A one-line text field built with singleLineText. */
const line = (max: number, label: string, tooLong = FIELD_MESSAGES.tooLong(label, max)): FieldRule => ({
  control: FIELD_MESSAGES.controlCharacter(label),
  tooLong: { max, message: tooLong },
});
/** A multi-line text field built with multiLineText. */
const lines = (max: number, label: string, tooLong = FIELD_MESSAGES.tooLong(label, max)): FieldRule => ({
  control: FIELD_MESSAGES.controlCharacter(label),
  tooLong: { max, message: tooLong },
});
/** A field of fixed values (ids, choices, tokens): a control character is one more unknown value. */
const choice = (message?: string): FieldRule => ({ control: message });
const date = (message: string): FieldRule => ({ control: message, date: message });
const returnAddress: FieldRule = { accepts: "return address" };

export interface FormContext {
  reader: TestReader;
}

export interface ActionForm {
  /** What this post does, for the test's name. */
  name: string;
  as: Who;
  /** The path posted to, when not the route's own sample path. */
  path?: (ctx: FormContext) => Promise<string> | string;
  /** A valid post: each case spoils one of its fields. */
  form: (ctx: FormContext) => Promise<Record<string, string>> | Record<string, string>;
  fields: Record<string, FieldRule>;
  /** The tables this action writes: a refused post leaves each exactly as it was. */
  writes: readonly string[];
  /** Fields this form reads with a limit of their own instead of BODY_LIMITS.fieldChars. */
  longFields?: Record<string, number>;
  /** What a body over the form limit is answered, when the route says it in words of its own. */
  bodyTooLarge?: string;
}

async function first<T>(sql: string): Promise<T> {
  const found = await env.DB.prepare(sql).first<T>();
  if (!found) throw new Error(`The seeded database has no row for: ${sql}`);
  return found;
}

const key = () => crypto.randomUUID();

const billing: Record<string, string> = {
  billing_firstName: "Ada",
  billing_lastName: "Reader",
  billing_company: "",
  billing_address1: "1 Main Street",
  billing_address2: "",
  billing_city: "Springfield",
  billing_state: "",
  billing_zip: "10001",
  billing_country: "US",
  billing_phone: "",
};
/** The address fields of the checkout and subscribe forms, as the schema names and limits them. */
const addressFields: Record<string, FieldRule> = Object.fromEntries(
  ADDRESS_FIELDS.map((f) => [
    `billing_${f.name}`,
    f.type === "country" ? choice("Please choose a country.") : line(f.maxLength, f.label, `${f.label} is too long.`),
  ]),
);

const captchaFields = { captcha_challenge: choice(), captcha_answer: choice() };

/** The profile's delivery address form: the checkout's address fields, prefixed shipping_. */
const deliveryForm: Record<string, string> = Object.fromEntries(
  Object.entries(billing).map(([name, value]) => [name.replace(/^billing_/, "shipping_"), value]),
);
const deliveryFields: Record<string, FieldRule> = Object.fromEntries(
  Object.entries(addressFields).map(([name, rule]) => [name.replace(/^billing_/, "shipping_"), rule]),
);

/** One running subscription of the reader's own, made once per reader: the profile's subscription forms name it. */
const runningSubscriptions = new Map<number, Promise<number>>();
function runningSubscriptionOf(reader: TestReader): Promise<number> {
  let made = runningSubscriptions.get(reader.id);
  if (!made) {
    const now = new Date();
    made = env.DB.prepare(
      `INSERT INTO subscriptions (user_id, plan_id, flags, price_cents, status, starts_at, ends_at, created_at)
       VALUES (?, 'P2Y-US', 4, 9000, 'active', ?, ?, ?) RETURNING id`,
    )
      .bind(reader.id, now.toISOString(), new Date(now.getTime() + 365 * 86_400_000).toISOString(), now.toISOString())
      .first<{ id: number }>()
      .then((row) => row!.id);
    runningSubscriptions.set(reader.id, made);
  }
  return made;
}

const venueForm = {
  name: "Fuzz Hall",
  address: "1 Quay Street",
  town: "Springfield",
  zip: "10001",
  place_url: "new-york",
  category: "galleries",
  phone: "",
  email: "",
  url: "",
  latitude: "40.7",
  longitude: "-74",
  description: "A room\r\nwith a view",
  "hours_parts[0][day_from]": "Tue",
  "hours_parts[0][day_until]": "Sat",
  "hours_parts[0][hour_from]": "10:00",
  "hours_parts[0][hour_until]": "18:00",
  intent: "save",
};
const F = GUIDE_ADMIN_FIELDS;
const venueFields: Record<string, FieldRule> = {
  name: line(300, F.venueName),
  address: line(300, F.address),
  town: line(300, F.town),
  zip: line(20, F.zip),
  place_url: choice(),
  category: choice(ADMIN_MESSAGES.category),
  phone: line(40, F.phone, ADMIN_MESSAGES.phone),
  email: line(254, F.email, ADMIN_MESSAGES.email),
  url: line(2000, F.website, ADMIN_MESSAGES.url),
  latitude: choice(ADMIN_MESSAGES.latitude),
  longitude: choice(ADMIN_MESSAGES.longitude),
  description: lines(20_000, F.description),
  "hours_parts[0][day_from]": choice(ADMIN_MESSAGES.hours),
};
const exhibitionForm = (venueId: number) => ({
  title: "Fuzz Show",
  artists: "Ada Reader",
  venue_id: String(venueId),
  show_start: "2026-12-01",
  show_end: "2027-01-31",
  opening_date: "",
  opening_from: "",
  opening_until: "",
  description: "Two rooms\r\n\tof drawings",
  press_release: "",
  critics_pick_path: "",
  preview_path: "",
  image_url: "",
  intent: "save",
});
const exhibitionFields: Record<string, FieldRule> = {
  title: line(300, F.exhibitionTitle),
  artists: line(500, F.artists),
  venue_id: choice(ADMIN_MESSAGES.venue),
  show_start: date(ADMIN_MESSAGES.showStart),
  show_end: date(ADMIN_MESSAGES.showEnd),
  opening_date: date(ADMIN_MESSAGES.opening),
  opening_from: choice(ADMIN_MESSAGES.openingTime),
  description: lines(20_000, F.description),
  press_release: lines(20_000, F.pressRelease),
  critics_pick_path: choice(ADMIN_MESSAGES.path),
  image_url: line(2000, F.imageUrl, ADMIN_MESSAGES.image),
};

export const ACTION_FORMS: Record<string, readonly ActionForm[]> = {
  "routes/account/login.tsx": [
    {
      name: "sign in (a wrong password: nothing may change)",
      as: "visitor",
      form: () => ({ _username: "fuzz-nobody", _password: "not the password", redirectTo: "/" }),
      fields: {
        _username: choice(FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.login)),
        _password: choice(),
        g_recaptcha_response: {
          control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.captcha),
          tooLong: { max: 4096, message: accountTexts.captcha },
        },
        redirectTo: returnAddress,
      },
      writes: ["sessions", "sign_ins"],
    },
  ],
  "routes/account/register.tsx": [
    {
      name: "the e-mail step",
      as: "visitor",
      form: () => ({ intent: "email", email: "fuzz-new@example.org" }),
      fields: {
        intent: { accepts: "default step" },
        email: {
          control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.login),
          tooLong: { max: 254, message: "The e-mail or username is too long." },
        },
      },
      writes: ["users", "sessions"],
    },
    {
      name: "creating the account",
      as: "visitor",
      form: () => ({
        intent: "create",
        email: "fuzz-new@example.org",
        password: "a long enough password",
        confirmation: "a long enough password",
        captcha_challenge: "x",
        captcha_answer: "1",
      }),
      fields: {
        email: { control: accountTexts.invalidEmail, tooLong: { max: 254, message: accountTexts.invalidEmail } },
        password: {
          control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.password),
          tooLong: { max: 200, message: "Your password is too long." },
        },
        confirmation: choice(accountTexts.passwordsDiffer),
        ...captchaFields,
      },
      writes: ["users", "sessions", "newsletter_signups"],
    },
  ],
  "routes/account/recover.tsx": [
    {
      name: "asking for a reset link",
      as: "visitor",
      form: () => ({ email: "reader@example.com", captcha_challenge: "x", captcha_answer: "1" }),
      fields: { email: { control: accountTexts.invalidEmail }, ...captchaFields },
      writes: ["password_resets", "mail_outbox"],
    },
    {
      name: "choosing a new password",
      as: "visitor",
      form: () => ({
        intent: "reset",
        token: "no-such-token",
        password: "a new long password",
        confirmation: "a new long password",
      }),
      fields: {
        token: choice(),
        password: {
          control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.password),
          tooLong: { max: 200, message: "Your password is too long." },
        },
        confirmation: choice(accountTexts.passwordsDifferSignIn),
      },
      writes: ["users", "sessions", "password_resets"],
    },
  ],
  "routes/account/logout.tsx": [
    {
      name: "signing out",
      as: "visitor",
      form: () => ({ redirectTo: "/" }),
      fields: { redirectTo: returnAddress },
      writes: ["sessions"],
    },
  ],
  "routes/account/profile.tsx": [
    {
      name: "a new username",
      as: "reader",
      form: () => ({ intent: "username", username: "Fuzz Reader" }),
      fields: {
        intent: choice(),
        username: line(40, ACCOUNT_FIELDS.username, "Your username can have at most 40 characters."),
      },
      writes: ["users"],
    },
    {
      name: "a new e-mail",
      as: "reader",
      form: ({ reader }) => ({ intent: "email", email: "fuzz-changed@example.org", currentPassword: reader.password }),
      fields: {
        email: { control: accountTexts.invalidEmail },
        currentPassword: choice(accountTexts.wrongCurrentPassword),
      },
      writes: ["users"],
    },
    {
      name: "a new password",
      as: "reader",
      form: ({ reader }) => ({
        intent: "password",
        password: "another long password",
        confirmation: "another long password",
        currentPassword: reader.password,
      }),
      fields: {
        password: {
          control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.password),
          tooLong: { max: 200, message: "Your password is too long." },
        },
        confirmation: choice(accountTexts.passwordsDiffer),
        currentPassword: choice(accountTexts.wrongCurrentPassword),
      },
      writes: ["users", "sessions"],
    },
    {
      name: "turning a subscription's auto-renewal off",
      as: "reader",
      form: async ({ reader }) => ({
        intent: "renewal",
        subscription: String(await runningSubscriptionOf(reader)),
        renew: "off",
      }),
      fields: { subscription: choice(PROFILE_TEXTS.badSubscription), renew: choice(PROFILE_TEXTS.badRenewal) },
      writes: ["subscriptions"],
    },
    {
      name: "a subscription's new delivery address",
      as: "reader",
      form: async ({ reader }) => ({
        intent: "delivery",
        subscription: String(await runningSubscriptionOf(reader)),
        ...deliveryForm,
      }),
      fields: { subscription: choice(PROFILE_TEXTS.badSubscription), ...deliveryFields },
      writes: ["subscriptions"],
    },
    {
      name: "the newsletter choice",
      as: "reader",
      form: () => ({ intent: "newsletter", newsletter: "off" }),
      fields: { newsletter: choice(PROFILE_TEXTS.badNewsletter) },
      writes: ["newsletter_unsubscribes", "newsletter_signups"],
    },
  ],
  "routes/account/activate.tsx": [
    {
      name: "linking a print subscription",
      as: "reader",
      form: () => ({ accountNumber: "A-10001", postcode: "10001" }),
      fields: {
        accountNumber: line(20, ACCOUNT_FIELDS.accountNumber, accountTexts.activationFailed),
        postcode: line(12, ACCOUNT_FIELDS.postcode, accountTexts.activationFailed),
      },
      writes: ["users", "print_accounts"],
    },
  ],
  "routes/account/newsletter.tsx": [
    {
      name: "the footer sign-up",
      as: "visitor",
      form: () => ({ email: "fuzz-news@example.org", captcha_challenge: "x", captcha_answer: "1" }),
      fields: {
        email: {
          control: FIELD_MESSAGES.controlCharacter("Your e-mail"),
          tooLong: { max: 254, message: NEWSLETTER_MESSAGES.invalid },
        },
        ...captchaFields,
      },
      writes: ["users", "newsletter_signups"],
    },
  ],
  // Reads no form: the signed token of its address is the whole request.
  "routes/account/unsubscribe.tsx": [
    {
      name: "the one-click unsubscribe",
      as: "visitor",
      form: () => ({}),
      fields: {},
      writes: ["newsletter_unsubscribes"],
    },
  ],
  "routes/shop/cart.tsx": [
    {
      name: "changing a quantity",
      as: "reader",
      form: () => ({ intent: "update", id: "999999999", quantity: "1" }),
      fields: { intent: choice(), id: choice(), quantity: choice("Please enter a quantity.") },
      writes: ["cart_lines", "guest_cart_lines"],
    },
  ],
  "routes/shop/checkout.tsx": [
    {
      name: "placing an order",
      as: "reader",
      form: () => ({ idempotencyKey: key(), shipToBilling: "on", ...billing }),
      fields: {
        idempotencyKey: choice("This form has expired. Please reload the page and try again."),
        ...addressFields,
      },
      writes: ["orders", "order_lines"],
    },
  ],
  "routes/shop/paymentSandbox.tsx": [
    {
      name: "answering a payment",
      as: "reader",
      form: () => ({ ref: "no-such-payment", outcome: "approved" }),
      fields: { ref: choice(), outcome: choice("Please approve or decline the payment.") },
      writes: ["orders", "subscriptions"],
    },
  ],
  "routes/shop/subscribe.tsx": [
    {
      name: "a gift subscription",
      as: "reader",
      path: () => "/subscribe?recipient=gift",
      form: async () => ({
        idempotencyKey: key(),
        order_term: (
          await first<{ id: string }>(
            "SELECT id FROM subscription_plans WHERE recipient = 'gift' AND is_active = 1 ORDER BY sort_order LIMIT 1",
          )
        ).id,
        discountCode: "",
        giftEmail: "friend@example.org",
        giftMessage: "Enjoy\r\n\tthe year",
        name: "Ada",
        shipToBilling: "on",
        ...billing,
      }),
      fields: {
        order_term: line(40, SUBSCRIBE_FIELDS.plan, "Please select a subscription plan"),
        discountCode: line(40, SUBSCRIBE_FIELDS.discountCode, "The code is too long."),
        giftEmail: line(200, SUBSCRIBE_FIELDS.giftEmail, "The e-mail is too long."),
        giftMessage: lines(500, SUBSCRIBE_FIELDS.giftMessage, "The gift message is too long."),
        name: line(100, SUBSCRIBE_FIELDS.giftFrom, "The from name is too long."),
        ...addressFields,
      },
      writes: ["subscriptions"],
    },
  ],
  "routes/shop/purchase.tsx": [
    {
      name: "adding an issue to the cart",
      as: "reader",
      path: async () =>
        `/print/${(await first<{ slug: string }>("SELECT slug FROM print_issues ORDER BY id LIMIT 1")).slug}/purchase`,
      form: () => ({ format: "digital", writeKey: key() }),
      fields: { format: choice("Please choose a format."), writeKey: choice() },
      writes: ["cart_lines", "guest_cart_lines"],
    },
  ],
  "routes/admin/userPage.tsx": [
    {
      name: "taking a role the reader does not have",
      as: "admin",
      path: ({ reader }) => `${__ADMIN_PATH__}/users/${reader.id}`,
      form: () => ({ intent: "revoke", role: "guideadmin" }),
      fields: { intent: choice(REPORT_TEXTS.badAction), role: choice(REPORT_TEXTS.badAction) },
      writes: ["users", "password_resets", "mail_outbox"],
    },
  ],
  "routes/admin/newsletter/newsletterCompose.tsx": [
    {
      name: "sending a newsletter",
      as: "admin",
      form: () => ({
        intent: "send",
        key: key(),
        kind: "stationary",
        segment: "all",
        place: "new-york",
        subject: "Fuzz letter",
        preheader: "Out now",
        letter: "Dear reader,\r\n\n\tthank you.",
      }),
      fields: {
        intent: choice(NEWSLETTER_ERRORS.intent),
        key: choice(NEWSLETTER_ERRORS.key),
        kind: choice(NEWSLETTER_ERRORS.kind),
        segment: choice(NEWSLETTER_ERRORS.segment),
        place: choice(NEWSLETTER_ERRORS.city),
        subject: line(140, NEWSLETTER_FIELDS.subject, NEWSLETTER_ERRORS.subject),
        preheader: line(200, NEWSLETTER_FIELDS.preheader, NEWSLETTER_ERRORS.preheader),
        letter: lines(20_000, NEWSLETTER_FIELDS.letter, NEWSLETTER_ERRORS.letter),
      },
      writes: ["newsletter_dispatches", "mail_outbox"],
    },
  ],
  "routes/admin/newsletter/newsletterSegments.tsx": [
    {
      name: "importing a list",
      as: "admin",
      form: () => ({ name: "Fuzz list", csv_text: "email\r\nfuzz-one@example.org\r\nfuzz-two@example.org" }),
      fields: {
        name: line(80, NEWSLETTER_FIELDS.listName, NEWSLETTER_ERRORS.listName),
        csv_text: { control: NEWSLETTER_ERRORS.csvNotText },
      },
      longFields: { csv_text: BODY_LIMITS.multipartBytes },
      bodyTooLarge: NEWSLETTER_ERRORS.csvTooLarge,
      writes: ["newsletter_lists", "newsletter_list_members"],
    },
  ],
  "routes/admin/newsletter/newsletterMaintenance.tsx": [
    {
      name: "removing hard bounces",
      as: "admin",
      form: () => ({ tool: "bounces", emails: "fuzz-gone@example.org,fuzz-away@example.org" }),
      fields: {
        tool: choice(NEWSLETTER_ERRORS.tool),
        // Its length is the form read's limit for it (longFields), before the schema's.
        emails: { control: FIELD_MESSAGES.controlCharacter(NEWSLETTER_FIELDS.emails) },
      },
      longFields: { emails: EMAILS_MAX_LENGTH },
      writes: ["newsletter_signups", "newsletter_bounces", "newsletter_list_members"],
    },
  ],
  "routes/admin/locationEdit.tsx": [
    {
      name: "saving a venue",
      as: "guideAdmin",
      form: () => venueForm,
      fields: venueFields,
      writes: ["venues", "venue_hours"],
    },
  ],
  "routes/admin/exhibitionEdit.tsx": [
    {
      name: "saving an exhibition",
      as: "guideAdmin",
      form: async () => exhibitionForm((await first<{ id: number }>("SELECT id FROM venues ORDER BY id LIMIT 1")).id),
      fields: exhibitionFields,
      writes: ["exhibitions", "exhibition_images"],
    },
  ],
  "routes/admin/mustSee.tsx": [
    {
      name: "toggling must see",
      as: "guideAdmin",
      form: async () => {
        const x = await first<{ id: number; is_must_see: number }>("SELECT id, is_must_see FROM exhibitions LIMIT 1");
        return { id: String(x.id), must_see: x.is_must_see ? "1" : "0" };
      },
      fields: { id: choice("Choose an exhibition."), must_see: choice("Choose on or off.") },
      writes: ["exhibitions"],
    },
  ],
  "routes/admin/featuredLists.tsx": [
    {
      name: "creating a featured list",
      as: "guideAdmin",
      form: () => ({ intent: "create", name: "Fuzz Fair", site_url: "https://example.org/fuzz" }),
      fields: {
        name: line(120, F.listName, FEATURED_LIST_MESSAGES.name),
        site_url: line(500, F.listSiteUrl, FEATURED_LIST_MESSAGES.siteUrl),
      },
      writes: ["featured_lists", "featured_list_venues"],
    },
    {
      name: "removing a venue from a list",
      as: "guideAdmin",
      form: () => ({ intent: "remove", list_id: "999999", venue_id: "999999" }),
      fields: { list_id: choice(FEATURED_LIST_MESSAGES.list), venue_id: choice(FEATURED_LIST_MESSAGES.venue) },
      writes: ["featured_lists", "featured_list_venues"],
    },
  ],
  "routes/admin/groups.tsx": [
    {
      name: "creating a group",
      as: "guideAdmin",
      form: () => ({ intent: "create", name: "Fuzz Group" }),
      fields: { intent: choice(GM.group), name: line(120, F.groupName, GM.groupName) },
      writes: ["location_groups", "location_group_venues"],
    },
    {
      name: "renaming a group",
      as: "guideAdmin",
      form: async () => ({
        intent: "rename",
        group_id: String((await first<{ id: number }>("SELECT id FROM location_groups LIMIT 1")).id),
        name: "Fuzz Group Renamed",
      }),
      fields: { group_id: choice(GM.group), name: line(120, F.groupName, GM.groupName) },
      writes: ["location_groups", "location_group_venues"],
    },
  ],
  "routes/admin/notifications.tsx": [
    {
      name: "dismissing a notification",
      as: "guideAdmin",
      form: () => ({ kind: "submission", item_id: "999999" }),
      fields: { kind: choice(GM.kind), item_id: choice(GM.item) },
      writes: ["notification_dismissals"],
    },
  ],
  "routes/admin/members.tsx": [
    {
      name: "renewing a member",
      as: "guideAdmin",
      form: async () => {
        const m = await first<{ venue_id: number; status: string }>(
          "SELECT venue_id, status FROM guide_members LIMIT 1",
        );
        return { intent: "save", venue_id: String(m.venue_id), status: m.status, renewal_date: "2028-02-29" };
      },
      fields: { venue_id: choice(GM.venue), status: choice(GM.status), renewal_date: date(GM.renewal) },
      writes: ["guide_members"],
    },
  ],
  "routes/admin/cityPageEdit.tsx": [
    {
      name: "editing a city page",
      as: "guideAdmin",
      path: () => `${__ARTGUIDE_ADMIN_PATH__}/citypages/new-york`,
      form: () => ({
        place: "New York",
        priority: "1",
        intro: "Five boroughs,\r\n\tone guide.",
        latitude: "40.7",
        longitude: "-74",
      }),
      fields: {
        place: line(120, F.placeName, GM.placeName),
        priority: choice(GM.priority),
        intro: lines(4000, F.intro, GM.intro),
        latitude: choice(GM.latitude),
        longitude: choice(GM.longitude),
      },
      writes: ["places"],
    },
  ],
  "routes/guide/myguide.tsx": [
    {
      name: "removing a show not in the reader's myguide",
      as: "reader",
      form: () => ({ intent: "remove", id: "999999", redirectTo: "/artguide/myguide" }),
      fields: { intent: choice(), id: choice(), redirectTo: returnAddress },
      writes: ["myguide_entries"],
    },
  ],
  "routes/static/artguide-participate.tsx": [
    {
      name: "sending a listing",
      as: "visitor",
      form: () => ({
        venue_name: "Fuzz Rooms",
        place_url: "new-york",
        address: "1 Quay Street",
        website: "https://example.org",
        email: "fuzz-venue@example.org",
        message: "Drawings,\r\n\tprints and books.",
      }),
      fields: {
        venue_name: line(120, F.venueName, GM.submissionVenue),
        place_url: choice(GM.place),
        address: line(300, F.address, GM.submissionAddress),
        website: line(300, F.website, GM.submissionWebsite),
        email: line(200, F.email, GM.submissionEmail),
        message: lines(2000, F.message, GM.submissionMessage),
      },
      writes: ["member_submissions"],
    },
  ],
};

export interface ApiWrite {
  as: Who;
  /** A valid body: each case spoils one of its fields, named by its path ("user.email", "cart.0.type"). */
  body: () => Record<string, unknown>;
  fields: Record<string, FieldRule>;
  writes: readonly string[];
  /** The field the call reports its error in. */
  errorField: "error" | "message" | "errorMessage" | "errors";
}

export const API_WRITES: Record<string, ApiWrite> = {
  "POST /api/login_check": {
    as: "visitor",
    body: () => ({ _username: "fuzz-nobody", _password: "not the password" }),
    fields: {
      _username: { control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.login) },
      _password: choice(),
      g_recaptcha_response: {
        control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.captcha),
        tooLong: { max: 4096, message: accountTexts.captcha },
      },
    },
    writes: ["sessions", "sign_ins"],
    errorField: "error",
  },
  "POST /api/user/create": {
    as: "visitor",
    body: () => ({
      user: { email: "fuzz-api@example.org", password: "a long enough password", origin: "register" },
      g_recaptcha_response: "x~1",
    }),
    fields: {
      "user.email": { control: accountTexts.invalidEmail },
      "user.password": {
        control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.password),
        tooLong: { max: 200, message: "Your password is too long." },
      },
      "user.origin": line(100, ACCOUNT_FIELDS.origin, "The origin is too long."),
      g_recaptcha_response: { control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.captcha) },
    },
    writes: ["users", "sessions", "newsletter_signups"],
    errorField: "message",
  },
  "POST /api/user/recover": {
    as: "visitor",
    body: () => ({ email: "reader@example.com", g_recaptcha_response: "x~1" }),
    fields: {
      email: { control: accountTexts.invalidEmail },
      g_recaptcha_response: { control: FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.captcha) },
    },
    writes: ["password_resets", "mail_outbox"],
    errorField: "errorMessage",
  },
  "POST /api/cart/add": {
    as: "reader",
    body: () => ({ cart: [{ itemId: "999999999", type: "digital", quantity: "1" }] }),
    fields: { "cart.0.itemId": choice(), "cart.0.type": choice(), "cart.0.quantity": choice() },
    writes: ["cart_lines"],
    errorField: "errors",
  },
  "POST /api/cart/remove": {
    as: "reader",
    body: () => ({ cart: [{ id: "999999999" }] }),
    fields: { "cart.0.id": choice() },
    writes: ["cart_lines"],
    errorField: "error",
  },
  "PATCH /api/cart/update": {
    as: "reader",
    body: () => ({ cart: [{ id: "999999999", quantity: "1" }] }),
    fields: { "cart.0.id": choice(), "cart.0.quantity": choice() },
    writes: ["cart_lines"],
    errorField: "error",
  },
  // The myguide calls take their one value from the path, and the last no value at all.
  "POST /api/guide/myguide/exhibition/1": {
    as: "reader",
    body: () => ({}),
    fields: {},
    writes: ["myguide_entries"],
    errorField: "error",
  },
  "DELETE /api/guide/myguide/exhibition/1": {
    as: "reader",
    body: () => ({}),
    fields: {},
    writes: ["myguide_entries"],
    errorField: "error",
  },
  "DELETE /api/guide/myguide/exhibitions": {
    as: "reader",
    body: () => ({}),
    fields: {},
    writes: [],
    errorField: "error",
  },
};
