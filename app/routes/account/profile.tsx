import type { ReactNode } from "react";
import { data, useNavigation } from "react-router";
import { AccountCard } from "#app/components/account/AccountCard";
import { ProfileGifts } from "#app/components/account/ProfileGifts";
import { ProfileNewsletter } from "#app/components/account/ProfileNewsletter";
import { ProfileOrders } from "#app/components/account/ProfileOrders";
import { ProfileSubscriptions } from "#app/components/account/ProfileSubscriptions";
import { LabelledInput } from "#app/components/forms/LabelledInput";
import { useAngleBracketGuard } from "#app/components/forms/useAngleBracketGuard";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import accountCss from "#app/styles/account.css?url";
import { accountTexts } from "#machines/rules/account/account";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { menuUsername } from "#machines/rules/account/username";
import { formatDate } from "#machines/rules/calendar/dates";
import { guideTexts } from "#machines/rules/guide/guide";
import { parseNewsletterChoice } from "#workers/api/account/newsletterChoiceForm";
import { parseDeliveryForm, parseRenewalForm } from "#workers/api/account/subscriptionForms";
import { appContext, ownViewer } from "#workers/context";
import { type AccountService, accountContext } from "#workers/services/account/accountService";
import type { ProfileAnswer } from "#workers/services/account/profile";
import { takeNotice } from "#workers/services/http/notice";
import type { Route } from "./+types/profile";

export const links: Route.LinksFunction = () => [stylesheet(accountCss)];

const PRIVATE = { "cache-control": "private, no-store" };
/** The profile's form that gives the reader's myguide calendar feed a new address. */
const CALENDAR_INTENT = "calendar";
/** The subscription forms: auto-renewal off (or back on), and the next issue's delivery address. */
const RENEWAL_INTENT = "renewal";
const DELIVERY_INTENT = "delivery";
/** The newsletter choice: receive it, or no more of it. */
const NEWSLETTER_INTENT = "newsletter";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = ownViewer(context.get(appContext));
  if (!viewer) return data({ signedIn: false as const }, { headers: PRIVATE });
  const account = context.get(accountContext);
  const [subscription, overview] = await Promise.all([
    account.subscription(viewer.id),
    account.overview(viewer.id, viewer.email),
  ]);
  // A message left by the page that sent the reader here (a new password), shown once.
  const notice = takeNotice(request);
  const headers = new Headers(PRIVATE);
  if (notice) headers.append("set-cookie", notice.clear);
  return data(
    {
      signedIn: true as const,
      username: menuUsername(viewer.username),
      fullUsername: viewer.username,
      email: viewer.email,
      isSubscriber: viewer.isSubscriber,
      subscription: subscription && { ...subscription, endsText: formatDate(subscription.endsAt) },
      overview,
      notice: notice?.message ?? null,
    },
    { headers },
  );
}

/** The loader's headers (private, and the cleared notice cookie) go out with the page. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const [key, value] of loaderHeaders) {
    if (key.toLowerCase() === "set-cookie") merged.append(key, value);
    else merged.set(key, value);
  }
  return merged;
}

/** The posted delivery address fields, unprefixed, so a refused form shows what was typed. */
function postedAddress(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([name]) => name.startsWith("shipping_"))
      .map(([name, value]) => [name.slice("shipping_".length), value]),
  );
}

/** The subscription forms' answer: 400 naming the field for bad input, else what the change answered. */
async function changeSubscription(form: Record<string, string>, userId: number, account: AccountService) {
  const refuse = (errors: Record<string, string>, values?: Record<string, string>) =>
    data<ProfileAnswer>(
      {
        ok: false,
        intent: form.intent ?? "",
        message: Object.values(errors)[0] ?? "",
        errors,
        subscription: Number(form.subscription) || 0,
        values,
      },
      { status: 400, headers: PRIVATE },
    );
  if (form.intent === RENEWAL_INTENT) {
    const parsed = parseRenewalForm(form);
    if (!parsed.ok) return refuse(parsed.errors);
    const answer = await account.changeRenewal(userId, parsed.value.subscriptionId, parsed.value.renew);
    return data(answer, { status: answer.ok ? 200 : 400, headers: PRIVATE });
  }
  const parsed = parseDeliveryForm(form);
  if (!parsed.ok) return refuse(parsed.errors, postedAddress(form));
  const answer = await account.changeDelivery(userId, parsed.value);
  return data(answer.ok ? answer : { ...answer, values: postedAddress(form) }, {
    status: answer.ok ? 200 : 400,
    headers: PRIVATE,
  });
}

/** Changes of username, e-mail and password; the same answer with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = ownViewer(context.get(appContext));
  const account = context.get(accountContext);
  if (!viewer) return data<ProfileAnswer>({ ok: false, intent: "", message: "Please sign in first." }, { status: 401 });
  const form = await formObject(request);
  if (form.intent === RENEWAL_INTENT || form.intent === DELIVERY_INTENT)
    return changeSubscription(form, viewer.id, account);
  if (form.intent === NEWSLETTER_INTENT) {
    const choice = parseNewsletterChoice(form);
    if (!choice.ok)
      return data<ProfileAnswer>(
        { ok: false, intent: NEWSLETTER_INTENT, message: PROFILE_TEXTS.badNewsletter, errors: choice.errors },
        { status: 400, headers: PRIVATE },
      );
    await account.chooseNewsletter(viewer.email, choice.receive);
    const message = choice.receive ? PROFILE_TEXTS.newsletterResumed(viewer.email) : PROFILE_TEXTS.newsletterStopped;
    return data<ProfileAnswer>({ ok: true, intent: NEWSLETTER_INTENT, message }, { headers: PRIVATE });
  }
  if (form.intent === CALENDAR_INTENT) {
    await account.renewCalendarAddress(viewer.id);
    return data<ProfileAnswer>(
      { ok: true, intent: CALENDAR_INTENT, message: guideTexts.calendarAddressRenewed },
      { headers: PRIVATE },
    );
  }
  const answer = await account.changeProfile(request, viewer.id, form);
  return data(answer, { status: answer.ok ? 200 : 400, headers: PRIVATE });
}

export function meta() {
  return [{ title: "Your profile | Artmagazine" }];
}

/** One change form of the profile, with its own answer above the fields. */
function ProfileSection({
  intent,
  heading,
  submitLabel,
  answer,
  busy,
  children,
}: {
  intent: string;
  heading: string;
  submitLabel: string;
  answer: ProfileAnswer | undefined;
  busy: boolean;
  children: ReactNode;
}) {
  const mine = answer?.intent === intent ? answer : undefined;
  return (
    <section className="account-section" aria-labelledby={`profile-${intent}-heading`}>
      <h2 className="account-section__heading" id={`profile-${intent}-heading`}>
        {heading}
      </h2>
      <Form method="post" className="form account-form" data-testid={`profile-${intent}-form`}>
        <input type="hidden" name="intent" value={intent} />
        {mine && (
          <p
            className={mine.ok ? "alert alert--success" : "alert alert--error"}
            role={mine.ok ? "status" : "alert"}
            data-testid={`profile-${intent}-answer`}
          >
            {mine.message}
          </p>
        )}
        {children}
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </Form>
    </section>
  );
}

/** The current password that a change of e-mail or password asks for. */
function CurrentPasswordField({ id }: { id: string }) {
  return (
    <LabelledInput
      id={id}
      label="Current password"
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      maxLength={200}
      required
    />
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const angleBrackets = useAngleBracketGuard();
  if (!loaderData.signedIn) {
    return (
      <AccountCard heading="PROFILE">
        <p>Sign in to see your account.</p>
        <p>
          <Link className="button" to="/login?redirectTo=%2Fprofile">
            Sign in
          </Link>
        </p>
        <p className="form__aside">
          Not a member yet?{" "}
          <Link className="text-link" to="/register">
            {accountTexts.registerHere}
          </Link>
        </p>
      </AccountCard>
    );
  }
  const { subscription } = loaderData;
  return (
    <AccountCard heading="PROFILE" wide>
      {loaderData.notice && (
        <p className="alert alert--success" role="status" data-testid="profile-notice">
          {loaderData.notice}
        </p>
      )}
      <dl className="account-facts">
        <div>
          <dt>Username</dt>
          <dd title={loaderData.fullUsername} data-testid="profile-username">
            {loaderData.username}
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd data-testid="profile-email">{loaderData.email}</dd>
        </div>
        <div>
          <dt>Subscription</dt>
          <dd data-testid="profile-subscription">
            {subscription
              ? `Active until ${subscription.endsText}: ${subscription.planTitle}`
              : loaderData.isSubscriber
                ? "Active subscriber"
                : "No subscription on this account"}
          </dd>
        </div>
      </dl>
      <ul className="account-links-list">
        <li>
          <Link className="text-link" to="/artguide/myguide">
            Your myguide
          </Link>
        </li>
        {!loaderData.isSubscriber && (
          <li>
            <Link className="text-link" to="/profile/activate">
              {accountTexts.subscriberActivate}
            </Link>
          </li>
        )}
        {!loaderData.isSubscriber && (
          <li>
            <Link className="text-link" to="/subscribe">
              Subscribe
            </Link>
          </li>
        )}
        <li>
          <a className="text-link" href="/logout" data-testid="profile-signout">
            Sign out
          </a>
        </li>
      </ul>

      <ProfileSubscriptions subscriptions={loaderData.overview.subscriptions} answer={actionData} busy={busy} />
      <ProfileGifts gifts={loaderData.overview.gifts} />
      <ProfileOrders orders={loaderData.overview.orders} />
      <ProfileNewsletter
        newsletter={loaderData.overview.newsletter}
        email={loaderData.email}
        isSubscriber={loaderData.isSubscriber}
        answer={actionData}
        busy={busy}
      />

      <ProfileSection
        intent="username"
        heading="Change your username"
        submitLabel="Save username"
        answer={actionData}
        busy={busy}
      >
        <LabelledInput
          id="profile-new-username"
          label="New username"
          name="username"
          type="text"
          autoComplete="username"
          maxLength={40}
          required
          defaultValue={loaderData.fullUsername}
          error={angleBrackets.messageFor("username")}
          {...angleBrackets.guard("username")}
        />
      </ProfileSection>
      <ProfileSection
        intent="email"
        heading="Change your e-mail"
        submitLabel="Save e-mail"
        answer={actionData}
        busy={busy}
      >
        <LabelledInput
          id="profile-new-email"
          label="New e-mail address"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
        <CurrentPasswordField id="profile-email-password" />
      </ProfileSection>
      <ProfileSection
        intent="password"
        heading="Change your password"
        submitLabel="Save password"
        answer={actionData}
        busy={busy}
      >
        <CurrentPasswordField id="profile-current-password" />
        <LabelledInput
          id="profile-new-password"
          label="New password"
          hint="At least 8 characters."
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={200}
          required
        />
        <LabelledInput
          id="profile-confirm-password"
          label="Confirm new password"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
        />
      </ProfileSection>
      <ProfileSection
        intent={CALENDAR_INTENT}
        heading={guideTexts.calendarAddressHeading}
        submitLabel={guideTexts.calendarAddressRenew}
        answer={actionData}
        busy={busy}
      >
        <p className="form__aside">{guideTexts.calendarAddressHint}</p>
      </ProfileSection>
    </AccountCard>
  );
}
