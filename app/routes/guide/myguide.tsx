import { type FormEvent, type MouseEvent, useEffect, useMemo } from "react";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { GuideHeader } from "#app/components/guide/GuideHeader";
import { ListingsSection } from "#app/components/guide/ListingsSection";
import { listingOptions } from "#app/components/guide/listingOptions";
import { myguideHref, useMyguideActor, useMyguideSelector } from "#app/components/guide/MyguideProvider";
import { Link } from "#app/components/navigation/Link";
import { useOverlayActor } from "#app/components/shell/ShellProvider";
import { formObject } from "#app/lib/formData.server";
import { keepDataOffline } from "#app/lib/pocket/keepDataOffline";
import { useKeptMyguideShows } from "#app/lib/pocket/useKeptMyguideShows";
import { useRootData } from "#app/lib/rootData";
import { stylesheet } from "#app/lib/stylesheet";
import { type MyguideSort, myguideGroups } from "#app/rules/guide/myguideGroups";
import { myguideWithKept } from "#app/rules/guide/myguideWithKept";
import guideCss from "#app/styles/guide.css?url";
import { guidePaths, guideTexts } from "#machines/rules/guide/guide";
import type { GuideExhibition } from "#machines/rules/guide/guideTypes";
import { MyguideForm } from "#machines/rules/guide/myguideForm";
import type { KeptShow } from "#machines/rules/guide/myguideShow";
import { isConfirmingClear } from "#machines/rules/guide/myguideView";
import { MYGUIDE_LIST_CALL } from "#machines/rules/guide/myguideWrites";
import { appContext, ownViewer } from "#workers/context";
import { guideContext } from "#workers/services/guide/guideService";
import { safeRedirectFor } from "#workers/services/http/safeRedirect";
import type { Route } from "./+types/myguide";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

type Sort = MyguideSort;

/** Offline, stepping back to this page keeps its data (app/lib/pocket/keepDataOffline.ts). */
export const shouldRevalidate = keepDataOffline;

export async function loader({ request, context }: Route.LoaderArgs) {
  const guide = context.get(guideContext);
  const viewer = ownViewer(context.get(appContext));
  const url = new URL(request.url);
  const base = await guide.base();
  const sort: Sort = url.searchParams.get("sort") === "city" ? "city" : "date";
  const confirmClear = url.searchParams.get("confirm") === "clear";
  const rawPlace = url.searchParams.get("place_url") ?? "";
  const placeUrl = /^[a-z0-9-]{1,120}$/.test(rawPlace) ? rawPlace : undefined;
  if (!viewer)
    return {
      base,
      sort,
      placeUrl,
      confirmClear,
      signedIn: false as const,
      exhibitions: [] as GuideExhibition[],
      places: [],
      calendarUrl: null,
    };
  const { exhibitions, places, calendarUrl } = await guide.myguidePage(viewer.id, base.today, placeUrl);
  return { base, sort, placeUrl, confirmClear, signedIn: true as const, exhibitions, places, calendarUrl };
}

/** +myguide / -myguide / clear without JavaScript: write, then go back where the reader was. */
export async function action({ request, context }: Route.ActionArgs) {
  const guide = context.get(guideContext);
  const viewer = ownViewer(context.get(appContext));
  const form = await formObject(request);
  const parsed = v.safeParse(MyguideForm, form);
  if (!parsed.success) throw data("The myguide request was not understood.", { status: 400 });
  const back = safeRedirectFor(request, parsed.output.redirectTo, guidePaths.myguide);
  const input = parsed.output;
  // Signed out: sign in first; the show asked for is added once the reader is in.
  if (!viewer) return redirect(guidePaths.login(back, "myguide", input.intent === "add" ? input.id : undefined));
  if (input.intent === "add") {
    if (!(await guide.addToMyguide(viewer.id, input.id))) {
      throw data(`There is no exhibition ${input.id}.`, { status: 404 });
    }
  } else if (input.intent === "remove") {
    await guide.removeFromMyguide(viewer.id, input.id);
  } else {
    await guide.clearMyguide(viewer.id);
  }
  return redirect(back);
}

export function meta() {
  return [{ title: "myguide | artguide" }];
}

export default function Myguide({ loaderData }: Route.ComponentProps) {
  const { base, sort, placeUrl, confirmClear, signedIn, calendarUrl } = loaderData;
  const { config } = useRootData();
  // From the device, the shows added offline join the page's.
  const kept = useKeptMyguideShows(config.apiPath, signedIn);
  const { exhibitions, places } = useMemo(() => myguideWithKept<KeptShow>(loaderData, kept), [loaderData, kept]);
  const actor = useMyguideActor();
  const overlay = useOverlayActor();
  const ids = useMyguideSelector((s) => s.context.ids, null);
  const confirming = useMyguideSelector(isConfirmingClear, false) || confirmClear;
  const message = useMyguideSelector((s) => s.context.message, null);
  const visible = ids ? exhibitions.filter((x) => ids.includes(x.id)) : exhibitions;
  const countOf = (placeIds: number[]) => (ids ? placeIds.filter((id) => ids.includes(id)).length : placeIds.length);
  const allCount = places.reduce((sum, p) => sum + countOf(p.ids), 0);
  // An empty myguide (emptied by the reader's toggles, or when the page opened) maps the shows nearby.
  const myguideEmpty = signedIn && (ids ? ids.length === 0 : places.length === 0);
  const href = (next: { sort?: Sort; place?: string | null; confirm?: boolean }) => {
    const target = myguideHref(next.place === undefined ? (placeUrl ?? null) : next.place, next.sort ?? sort);
    return next.confirm ? `${target}${target.includes("?") ? "&" : "?"}confirm=clear` : target;
  };
  const enhanced = (send: () => void) => (event: MouseEvent | FormEvent) => {
    if (!actor) return;
    event.preventDefault();
    send();
  };

  // The URL is the filter and sort: a new entry, or back and forward, restores them.
  useEffect(() => {
    actor?.send({ type: "RESTORE", placeUrl: placeUrl ?? null, sort });
  }, [actor, placeUrl, sort]);
  // Opened at the second step without-JavaScript style (?confirm=clear): the machine asks too.
  useEffect(() => {
    if (confirmClear) actor?.send({ type: "CLEAR" });
  }, [actor, confirmClear]);
  // The last listing of a place went: say so, then show every place (the machine waits 500 ms).
  const emptiedUnderFilter = signedIn && Boolean(placeUrl) && visible.length === 0;
  useEffect(() => {
    if (emptiedUnderFilter) actor?.send({ type: "PLACE_EMPTIED" });
  }, [actor, emptiedUnderFilter]);

  return (
    <div className="g-page g-myguide">
      <GuideHeader
        title="myguide"
        subtitle="Your personal list of shows to see"
        places={base.places}
        mapListPath={signedIn ? `${MYGUIDE_LIST_CALL}${placeUrl ? `?place_url=${placeUrl}` : ""}` : undefined}
        // A route needs shows to walk to.
        planRoute={!myguideEmpty}
        myguideEmptied={myguideEmpty}
      />
      {!signedIn ? (
        <div className="g-notice">
          <p>{guideTexts.myguideSignIn}</p>
          <p>{guideTexts.myguideEmpty}</p>
          <p className="g-login-prompt">
            Already a member of artguide? Sign in{" "}
            <Link
              className="text-link"
              to={guidePaths.login(guidePaths.myguide)}
              onClick={enhanced(() =>
                overlay.send({ type: "OPEN", overlay: "login", prompt: guideTexts.myguideSignIn }),
              )}
            >
              here
            </Link>
            .
          </p>
        </div>
      ) : (
        <>
          <nav className="g-toolbar" aria-label="myguide">
            <Link
              className="g-option"
              to={href({ sort: "date" })}
              aria-current={sort === "date"}
              onClick={() => actor?.send({ type: "SORT", sort: "date" })}
            >
              {guideTexts.sortByDate}
            </Link>
            <Link
              className="g-option"
              to={href({ sort: "city" })}
              aria-current={sort === "city"}
              onClick={() => actor?.send({ type: "SORT", sort: "city" })}
            >
              {guideTexts.sortByCity}
            </Link>
            {visible.length > 0 && (
              <Link
                className="g-option"
                to={href({ confirm: true })}
                onClick={enhanced(() => actor?.send({ type: "CLEAR" }))}
              >
                clear myguide
              </Link>
            )}
            <a
              className="g-option"
              href={`mailto:?subject=${encodeURIComponent("My artguide myguide")}&body=${encodeURIComponent(visible.map((x) => `${x.title} — ${x.location.name}, ${x.location.place}`).join("\n"))}`}
            >
              share myguide
            </a>
            {calendarUrl && (
              <a
                className="g-option"
                href={calendarUrl}
                title="A private address: anyone who has it can read your myguide"
              >
                {guideTexts.myguideCalendar}
              </a>
            )}
            {/* Printing needs the page's JavaScript: the button shows once it runs (a reader without it prints from the browser). */}
            <button type="button" className="g-option g-print" onClick={() => window.print()}>
              {guideTexts.print}
            </button>
          </nav>
          {confirming && visible.length > 0 && (
            // Clearing needs a confirmation; without JavaScript it is this second step.
            <div className="g-notice" role="alertdialog" aria-labelledby="g-clear-warning">
              <p id="g-clear-warning">{guideTexts.myguideClearWarning}</p>
              <div className="g-toolbar">
                <Link className="g-option" to={href({})} onClick={() => actor?.send({ type: "CANCEL" })}>
                  Cancel
                </Link>
                <form method="post" onSubmit={enhanced(() => actor?.send({ type: "CONFIRM" }))}>
                  <input type="hidden" name="intent" value="clear" />
                  <input type="hidden" name="redirectTo" value={guidePaths.myguide} />
                  <button type="submit" className="g-option">
                    Confirm
                  </button>
                </form>
              </div>
            </div>
          )}
          {places.length > 1 && (
            <nav className="g-tabs" aria-label="Places">
              <ul>
                <li>
                  <Link
                    to={href({ place: null })}
                    aria-current={!placeUrl ? "page" : undefined}
                    onClick={enhanced(() => actor?.send({ type: "FILTER", placeUrl: null }))}
                  >
                    All <span className="g-tabs__count">{allCount}</span>
                  </Link>
                </li>
                {places.map((p) => (
                  <li key={p.place_url}>
                    <Link
                      to={href({ place: p.place_url })}
                      aria-current={placeUrl === p.place_url ? "page" : undefined}
                      onClick={enhanced(() => actor?.send({ type: "FILTER", placeUrl: p.place_url }))}
                    >
                      {p.place} <span className="g-tabs__count">{countOf(p.ids)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {visible.length === 0 ? (
            <div className="g-empty" role="status">
              <p>{placeUrl ? (message ?? guideTexts.myguideRedirecting) : guideTexts.myguideEmpty}</p>
              {placeUrl && (
                <p>
                  <Link className="g-option" to={href({ place: null })}>
                    All myguide locations
                  </Link>
                </p>
              )}
            </div>
          ) : (
            myguideGroups(visible, sort).map((g) => (
              <ListingsSection
                key={g.key}
                title={g.title}
                subtitle={g.subtitle}
                entities={g.items}
                subsections={g.subsections?.map((sub) => ({ title: sub.title, entities: sub.items }))}
                options={listingOptions(base, { showPlace: sort === "date" })}
              />
            ))
          )}
        </>
      )}
    </div>
  );
}
